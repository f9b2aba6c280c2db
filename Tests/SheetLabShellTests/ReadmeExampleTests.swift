import Foundation
import SheetLabScript
import Testing

@testable import SheetLabShell

/// The examples of the README and of every page under docs/ are real output: their shell sessions
/// and scenarios replay as transcripts, and the audit report is what `sheetlab audit` prints today.
struct ReadmeExampleTests {
    static let root = RepositoryRoot.url

    /// The README and every Markdown page under docs/, relative to the repository.
    static let pages: [String] = {
        let docs =
            (FileManager.default.enumerator(atPath: root.appendingPathComponent("docs").path)?
            .compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return ["README.md"] + docs
    }()

    /// The text of every fenced code block of `page`, in order.
    static func codeBlocks(of page: String = "README.md") throws -> [String] {
        let text = try String(contentsOfFile: root.appendingPathComponent(page).path, encoding: .utf8)
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

    /// The blocks of `page` to replay, named by their first line: every shell session and every
    /// scenario.
    static func transcripts(of page: String = "README.md") throws -> [(name: String, text: String)] {
        try codeBlocks(of: page).compactMap { block in
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

    @Test func theReadmeShowsASessionAndAScenario() throws {
        #expect(try Self.transcripts().count >= 2, "the README's session and scenario examples were not found")
    }

    @Test(arguments: pages)
    func theSessionAndScenarioExamplesReplay(page: String) throws {
        for example in try Self.transcripts(of: page) {
            let replay = try TranscriptReplay.replay(
                bytes: Array(example.text.utf8), path: page, files: LocalFiles())
            #expect(replay.error == nil, "\(page): \(example.name): \(replay.error.map { "\($0.error)" } ?? "")")
            let passed = replay.passed
            #expect(
                passed,
                "\(page): \(example.name): it shows\n\(example.text)\nbut sheetlab prints\n\(replay.outputs.joined())")
        }
    }

    @Test func theAuditExampleIsTodaysReport() throws {
        let blocks = try Self.pages.flatMap { try Self.codeBlocks(of: $0) }.filter {
            $0.hasPrefix("audit screen (defaults)")
        }
        #expect(blocks.count == 1, "the audit example of the README or docs/ was not found")
        let run = Auditing.main(arguments: ["screen"])
        for block in blocks {
            #expect(block == run.output)
        }
    }
}
