import Foundation
import SheetLabCore
import SheetLabScript
import Testing

@testable import SheetLabShell

/// `man/sheetlab.1` covers every command of `CommandTable`, every subcommand of
/// `InvocationTable` and every field, each as a list item of its section.
struct ManPageTests {
    static let path = RepositoryRoot.url
        .appendingPathComponent("man/sheetlab.1").path

    /// The words named by `.It MACRO` lines in the section `.Sh SECTION`: the first word after
    /// the macro, or every word of a comma list (`.It Va scale , opacity`).
    static func items(_ macro: String, in section: String, of text: String) -> Set<String> {
        var inSection = false
        var words: Set<String> = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(".Sh ") { inSection = line.dropFirst(4) == section }
            guard inSection, line.hasPrefix(".It \(macro) ") else { continue }
            let arguments = line.dropFirst(5 + macro.count).split(separator: " ")
            if macro == "Va" {
                words.formUnion(arguments.filter { $0 != "," }.map(String.init))
            } else if let first = arguments.first {
                words.insert(String(first))
            }
        }
        return words
    }

    /// The commands of `names` that `text` does not document, in table order.
    static func missingCommands(_ names: [String], in text: String) -> [String] {
        let documented = items("Cm", in: "COMMANDS", of: text)
        return names.filter { !documented.contains($0) }
    }

    @Test func documentsEveryCommand() throws {
        let text = try String(contentsOfFile: Self.path, encoding: .utf8)
        #expect(Self.missingCommands(CommandTable.names, in: text) == [])
        let unknown = Self.items("Cm", in: "COMMANDS", of: text).subtracting(CommandTable.names)
        #expect(unknown == [], "documented commands that the table does not have")
    }

    @Test func documentsEverySubcommandAndField() throws {
        let text = try String(contentsOfFile: Self.path, encoding: .utf8)
        let subcommands = Set(InvocationTable.subcommands.map(\.name))
        #expect(subcommands.subtracting(Self.items("Cm", in: "DESCRIPTION", of: text)) == [])
        let fields = Set(Field.allCases.map(\.rawValue))
        #expect(fields.subtracting(Self.items("Va", in: "FIELDS", of: text)) == [])
    }

    /// Every option of every subcommand, and every global option, is in the manual as an
    /// `Fl` macro (`.Fl -shard` for `--shard`).
    @Test func documentsEveryOptionOfEverySubcommand() throws {
        let text = try String(contentsOfFile: Self.path, encoding: .utf8)
        let flags = InvocationTable.globalFlags + InvocationTable.subcommands.flatMap(\.flags)
        let missing = flags.map(\.name).filter { !text.contains("Fl \($0.dropFirst())") }
        #expect(missing == [], "options the manual does not name")
    }

    /// The `.It Cm NAME ...` lines of each command in COMMANDS name every option keyword and
    /// literal word of its forms (`over`, `hold`, `params`, `off`).
    @Test func documentsEveryKeywordOfEveryCommand() throws {
        let text = try String(contentsOfFile: Self.path, encoding: .utf8)
        var inCommands = false
        var items: [String: String] = [:]
        for line in text.split(separator: "\n") {
            if line.hasPrefix(".Sh ") { inCommands = line == ".Sh COMMANDS" }
            guard inCommands, line.hasPrefix(".It Cm ") else { continue }
            let name = String(line.dropFirst(7).split(separator: " ").first ?? "")
            items[name, default: ""] += " " + line + " "
        }
        for command in CommandTable.commands {
            var words = command.optionKeywords
            for form in command.forms {
                for slot in form.arguments {
                    if case .literal(let word) = slot.type { words.append(word) }
                    if case .choice(let choices) = slot.type { words += choices }
                }
            }
            let documented = items[command.name] ?? ""
            // `--x` is written `.Fl -x`, on the item or in its text.
            let missing = words.filter { word in
                !documented.contains("Cm \(word) ") && !documented.contains(" \(word) ")
                    && !(word.hasPrefix("--") && text.contains("Fl \(word.dropFirst())"))
            }
            #expect(missing == [], "\(command.name): words its manual items leave out")
        }
    }

    /// The README and the pages under docs/ it links to name every command, subcommand and
    /// option, each as a word of its own.
    @Test func readmeNamesEveryCommandSubcommandAndOption() throws {
        let readme = try ReadmeExampleTests.pages.map { page in
            try String(contentsOf: ReadmeExampleTests.root.appendingPathComponent(page), encoding: .utf8)
        }.joined(separator: "\n")
        let names =
            CommandTable.names + InvocationTable.subcommands.map(\.name)
            + (InvocationTable.globalFlags + InvocationTable.subcommands.flatMap(\.flags)).map(\.name)
        let missing = names.filter { name in
            let pattern = "(^|[^A-Za-z0-9-])" + NSRegularExpression.escapedPattern(for: name) + "($|[^A-Za-z0-9-])"
            return readme.range(of: pattern, options: .regularExpression) == nil
        }
        #expect(missing == [], "neither the README nor docs/ names these")
    }

    /// `help COMMAND` names every keyword of its forms, and `sheetlab help SUBCOMMAND` every
    /// option: help comes from the same tables, and this keeps it so.
    @Test func helpCoversEveryKeywordAndOption() {
        for command in CommandTable.commands {
            let help = CommandTable.help(for: command.name) ?? ""
            for keyword in command.optionKeywords {
                #expect(help.contains(keyword), "help \(command.name): \(keyword)")
            }
        }
        for subcommand in Invocation.Subcommand.allCases {
            let help = Invocation.helpText(for: .subcommand(subcommand))
            for flag in InvocationParser.flags(of: subcommand) {
                #expect(help.contains(flag.name), "sheetlab help \(subcommand.rawValue): \(flag.name)")
            }
        }
        let overview = Invocation.helpText(for: .overview)
        for flag in InvocationTable.globalFlags {
            #expect(overview.contains(flag.name), "sheetlab --help: \(flag.name)")
        }
        for kind in Kind.allCases {
            let help = TopicHelp.text(for: kind.rawValue) ?? ""
            for parameter in kind.machineType.parameterTable {
                #expect(
                    help.contains("  \(parameter.name)=\(parameter.defaultValue)\n"), "help \(kind): \(parameter.name)")
            }
            for field in Field.fields(of: kind) {
                #expect(help.contains("  \(field.rawValue) "), "help \(kind): \(field.rawValue)")
            }
        }
    }

    /// Every word of the `.It` lines of section `.Sh SECTION` (`.It Cm arm-haptic Ns = Ns Cm ...`).
    static func itemWords(in section: String, of text: String) -> Set<String> {
        var inSection = false
        var words: Set<String> = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(".Sh ") { inSection = line.dropFirst(4) == section }
            guard inSection, line.hasPrefix(".It ") else { continue }
            words.formUnion(line.split(separator: " ").map(String.init))
        }
        return words
    }

    /// The edge options beyond docs/models.md's table (seed README), each an item of EDGE PARAMETERS.
    @Test(arguments: [
        "tracks-vertically", "arm-haptic", "disarm-haptic", "cancel-timing", "commit-effect", "commit-timing",
        "arm-transition", "armed-icon-scale", "respects-reduce-motion", "fades-in", "should-begin",
    ])
    func documentsTheEdgeOption(_ name: String) throws {
        let text = try String(contentsOfFile: Self.path, encoding: .utf8)
        #expect(EdgeMachine.parameterTable.contains { $0.name == name })
        #expect(Self.itemWords(in: "EDGE PARAMETERS", of: text).contains(name))
    }

    /// The check fails when a command is left out: drop `drag`'s item and it is named.
    @Test func missingCommandIsCaught() throws {
        let text = try String(contentsOfFile: Self.path, encoding: .utf8)
        let without = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix(".It Cm drag ") }.joined(separator: "\n")
        #expect(Self.missingCommands(CommandTable.names, in: without) == ["drag"])
        #expect(Self.missingCommands(CommandTable.names + ["warp"], in: text) == ["warp"])
    }

    /// The synopsis lines of each subcommand: from `.Nm` followed by `.Cm NAME` to the next `.Nm`.
    static func synopsis(of subcommand: String, in text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: ".Sh SYNOPSIS"), let end = lines.firstIndex(of: ".Sh DESCRIPTION")
        else { return "" }
        var blocks: [[String]] = []
        for line in lines[start..<end] {
            if line == ".Nm" { blocks.append([]) } else if !blocks.isEmpty { blocks[blocks.count - 1].append(line) }
        }
        return blocks.first { $0.first == ".Cm \(subcommand)" }?.joined(separator: "\n") ?? ""
    }

    /// Every subcommand's synopsis names every one of its options (`explore` once lacked
    /// `--max-states`, `--timeout` and `--threads`).
    @Test("each subcommand's synopsis names its options", arguments: InvocationTable.subcommands.map(\.name))
    func synopsisNamesEveryOption(_ name: String) throws {
        let text = try String(contentsOfFile: Self.path, encoding: .utf8)
        let block = Self.synopsis(of: name, in: text)
        #expect(!block.isEmpty, "\(name) has a synopsis")
        let flags = InvocationTable.subcommands.first { $0.name == name }?.flags ?? []
        let missing = flags.map(\.name).filter { !block.contains("Fl \($0.dropFirst())") }
        #expect(missing == [], "\(name)")
    }

    /// Rendered, every quotation opens and closes in turn: `(‘30s, ‘1500ms’’)` once showed a
    /// `Ql` swallowing the next.
    @Test(.enabled(if: groff != nil, "skipped: groff is missing (scripts/setup installs groff-base)"))
    func quotesPairUpWhenRendered() throws {
        let groff = try #require(Self.groff)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: groff)
        process.arguments = ["-mandoc", "-Tutf8", "-P-c", "-P-b", "-P-u", Self.path]
        process.environment = ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let rendered = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var unpaired: [String] = []
        var open = false
        var paragraph = ""
        for character in rendered {
            if character == "\u{2018}" {
                if open { unpaired.append(paragraph) }
                open = true
                paragraph = ""
            } else if character == "\u{2019}" && open {
                open = false
            }
            paragraph.append(character)
        }
        #expect(rendered.contains("(\u{2018}30s\u{2019}, \u{2018}1500ms\u{2019})"))
        #expect(unpaired.map { String($0.suffix(60)) } == [])
    }

    /// groff, which scripts/setup installs (groff-base).
    static let groff = ["/usr/bin/groff", "/usr/local/bin/groff"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    @Test(.enabled(if: groff != nil, "skipped: groff is missing (scripts/setup installs groff-base)"))
    func lintsClean() throws {
        let groff = try #require(Self.groff)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: groff)
        process.arguments = ["-mandoc", "-ww", "-z", Self.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let reported = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(reported == "")
        #expect(process.terminationStatus == 0)
    }
}
