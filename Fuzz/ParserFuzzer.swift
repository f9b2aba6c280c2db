// libFuzzer harness for the script reader and parser: `Fuzz/run-parser-fuzzer [SECONDS]`.
// Feeds arbitrary bytes through ScriptFile (UTF-8 and length checks, transcript or plain
// form), the parser, transcript diffs and completion; any trap or hang is a bug.
import SheetLabCore
import SheetLabScript

private let vocabulary = Vocabulary(
    kinds: [
        .init("screen", parameters: [.init("threshold", .number), .init("fade", .number)]),
        .init("sheet", parameters: [.init("detents", .word), .init("dismiss", .choice(["enabled", "disabled"]))]),
        .init("edge", parameters: [.init("stack", .integer), .init("enabled", .flag)]),
    ],
    fields: Vocabulary.core(parameterTables: []).fields)

private let parser = Parser(vocabulary: vocabulary)
private let context = CompletionContext(vocabulary: vocabulary, sheets: [.init(name: "p", kind: "sheet")])

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    if let file = try? ScriptFile.parse(bytes: bytes) {
        for line in file.commands {
            if let command = try? parser.parse(line) {
                // The canonical spelling must read back as the same command.
                if (try? parser.parse(command.description)) != command { fatalError("round trip: \(command)") }
            }
        }
        if case .transcript(let transcript) = file {
            _ = transcript.diff(outputs: transcript.entries.indices.map { "x\($0)\n" }, path: "f")
        }
    }
    let text = String(decoding: bytes, as: UTF8.self)
    _ = completions(line: text, cursor: count / 2, context: context)
    return 0
}
