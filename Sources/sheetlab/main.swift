import Glibc
import SheetLabScript
import SheetLabShell

// Wiring only: argv -> mode -> exit code.
var arguments = Array(CommandLine.arguments.dropFirst())
let files = LocalFiles()

func readStandardInput() -> [UInt8] {
    (try? FileReader.readStandardInput()) ?? []
}

if arguments.isEmpty {
    if Terminal.isInteractive {
        var session = Session(origin: .shell, files: files)
        let status = Shell.runInteractive(
            evaluate: { ScriptRunner.evaluate($0, in: &session) },
            complete: { line, cursor in
                completions(line: line, cursor: cursor, context: session.completionContext)
            })
        exit(status)
    }
    var session = Session(origin: .standardInput, files: files)
    exit(ScriptRunner.run(bytes: readStandardInput(), origin: .standardInput, in: &session).status)
}

if arguments.first == "run" {
    var status: Int32 = 0
    var options = ScriptRunner.Options()
    var paths: [String] = []
    for argument in arguments.dropFirst() {
        switch argument {
        case "--echo": options.echo = true
        case "--keep-going": options.keepGoing = true
        default: paths.append(argument)
        }
    }
    for path in paths {
        var session = Session(origin: .file(path), files: files)
        do {
            let bytes = try FileReader.read(path)
            status = max(
                status, ScriptRunner.run(bytes: bytes, origin: .file(path), in: &session, options: options).status)
        } catch {
            Output.standardError.write("sheetlab: error: \(error)\n")
            status = 2
        }
    }
    exit(status)
}

var session = Session(origin: .commandLine, files: files)
var lines: [LogicalLine] = []
var index = 0
while index < arguments.count {
    if arguments[index] == "-c", index + 1 < arguments.count {
        lines.append(LogicalLine(arguments[index + 1], at: SourceLocation(line: lines.count + 1, column: 1)))
        index += 2
    } else {
        index += 1
    }
}
exit(ScriptRunner.run(lines: lines, origin: .commandLine, in: &session).status)
