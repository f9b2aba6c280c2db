import Foundation
import SheetLabScript
import Testing

@testable import SheetLabShell

/// The README's examples are real output: its shell session and its scenario replay as
/// transcripts, and its audit report is what `sheetlab audit` prints today.
struct ReadmeExampleTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md").path

    /// The text of every fenced code block, in order.
    static func codeBlocks() throws -> [String] {
        let text = try String(contentsOfFile: readme, encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let lines = current {
                    blocks.append(lines.map { $0 + "\n" }.joined())
                    current = nil
                } else {
                    current = []
                }
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// A shell session (`sheetlab> COMMAND` then its output) as a transcript; lines before the
    /// first prompt (`$ scripts/run -q`) are not part of it.
    static func transcript(ofSession block: String) -> String {
        var lines: [String] = []
        var started = false
        for line in block.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if line.hasPrefix("sheetlab> ") {
                started = true
                lines.append("> " + line.dropFirst("sheetlab> ".count))
            } else if started {
                lines.append(Transcript.escape(String(line)))
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The blocks to replay, named by their first line: every shell session and every scenario.
    static func transcripts() throws -> [(name: String, text: String)] {
        try codeBlocks().compactMap { block in
            let first = String(block.prefix { $0 != "\n" })
            if block.contains("\nsheetlab> ") || block.hasPrefix("sheetlab> ") {
                return (first, transcript(ofSession: block))
            }
            if block.hasPrefix("> ") || (block.hasPrefix("# ") && block.contains("\n> ")) {
                return (first, block)
            }
            return nil
        }
    }

    @Test func theSessionAndScenarioExamplesReplay() throws {
        let examples = try Self.transcripts()
        #expect(examples.count >= 2, "the README's session and scenario examples were not found")
        for example in examples {
            let replay = try TranscriptReplay.replay(
                bytes: Array(example.text.utf8), path: "README.md", files: LocalFiles())
            #expect(replay.error == nil, "\(example.name): \(replay.error.map { "\($0.error)" } ?? "")")
            let passed = replay.passed
            #expect(
                passed,
                "\(example.name): the README shows\n\(example.text)\nbut sheetlab prints\n\(replay.outputs.joined())")
        }
    }

    @Test func theAuditExampleIsTodaysReport() throws {
        let blocks = try Self.codeBlocks().filter { $0.hasPrefix("audit screen (defaults)") }
        #expect(blocks.count == 1, "the README's audit example was not found")
        let run = Auditing.main(arguments: ["screen"])
        for block in blocks {
            #expect(block == run.output)
        }
    }
}
