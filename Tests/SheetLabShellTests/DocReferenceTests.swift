import Foundation
import SheetLabCore
import SheetLabScript
import Testing

@testable import SheetLabShell

/// Every reference sheetlab gives can be followed: each `docs/...` path and `#anchor` cited in
/// `help`, `explain` and audit output, in the sources, scenarios, README, man page and the docs
/// themselves exists in the repository; and docs/models.md lists every parameter with its source.
struct DocReferenceTests {
    static let root = RepositoryRoot.url

    /// The repository's files under `folder` whose names end in one of `extensions`, sorted.
    static func files(under folder: String, extensions: [String]) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return walker.compactMap { $0 as? String }
            .filter { name in extensions.contains { name.hasSuffix($0) } }
            .map { folder + "/" + $0 }.sorted()
    }

    static func read(_ path: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// The anchors GitHub gives the headings of a Markdown file: the heading's text without its
    /// markup, lowercased, with everything but letters, digits, spaces, `-` and `_` dropped and each
    /// space made a `-`; a repeated slug gets `-1`, `-2`, ...
    static func anchors(ofMarkdown text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        var fenced = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { fenced.toggle() }
            guard !fenced, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            // A link keeps its text; code spans and emphasis lose their marks.
            let plain = title.replacingOccurrences(
                of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
            let slug = String(
                plain.lowercased().unicodeScalars.compactMap { scalar -> Character? in
                    if scalar == " " { return "-" }
                    if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) {
                        return Character(scalar)
                    }
                    return nil
                })
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    /// The problem with a reference to `path` (relative to the repository) and `anchor`, or nil.
    static func problem(path: String, anchor: String?) -> String? {
        var isFolder: ObjCBool = false
        let url = root.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            return "no such file"
        }
        guard let anchor, !anchor.isEmpty else { return nil }
        guard path.hasSuffix(".md"), !isFolder.boolValue else { return "an anchor in a file that has no headings" }
        return anchors(ofMarkdown: read(path)).contains(anchor) ? nil : "no heading makes '#\(anchor)'"
    }

    /// Every `docs/PATH` or `docs/PATH#anchor` written in `text`.
    static func docCitations(in text: String) -> [(path: String, anchor: String?)] {
        let pattern = #"(?<![A-Za-z0-9_./-])docs/[A-Za-z0-9_./-]*[A-Za-z0-9_/](#[a-z0-9_-]*[a-z0-9_])?"#
        let regex = try! NSRegularExpression(pattern: pattern)
        let string = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: string.length)).map { match in
            let whole = string.substring(with: match.range)
            let parts = whole.split(separator: "#", maxSplits: 1).map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : nil)
        }
    }

    /// Every relative Markdown link `](TARGET)` of the file at `path`, resolved against its folder.
    static func markdownLinks(ofFile path: String) -> [(path: String, anchor: String?)] {
        let text = read(path)
        let regex = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        let string = text as NSString
        let folder = (path as NSString).deletingLastPathComponent
        return regex.matches(in: text, range: NSRange(location: 0, length: string.length)).compactMap { match in
            let target = string.substring(with: match.range(at: 1))
            if target.contains("://") || target.hasPrefix("mailto:") { return nil }
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let anchor = parts.count > 1 ? parts[1] : nil
            if parts[0].isEmpty { return (path, anchor) }
            let joined = folder.isEmpty ? parts[0] : folder + "/" + parts[0]
            return ((joined as NSString).standardizingPath, anchor)
        }
    }

    /// The texts sheetlab prints that cite documents: every `help` topic, audits of every kind,
    /// and `explain` after the gestures of every kind's scenarios (their transcripts hold it).
    static func printedTexts() -> [(name: String, text: String)] {
        var texts: [(String, String)] = []
        texts.append(("sheetlab --help", Invocation.helpText(for: .overview)))
        for subcommand in Invocation.Subcommand.allCases {
            texts.append(("sheetlab help \(subcommand.rawValue)", Invocation.helpText(for: .subcommand(subcommand))))
        }
        for topic in CommandTable.names + Kind.allCases.map(\.rawValue) {
            texts.append(("help \(topic)", TopicHelp.text(for: topic) ?? ""))
        }
        for kind in Kind.allCases {
            let run = Auditing.main(arguments: [kind.rawValue, "--depth", "1"])
            texts.append(("sheetlab audit \(kind.rawValue)", run.output))
            let json = Auditing.main(arguments: [kind.rawValue, "--depth", "1", "--format", "json"])
            texts.append(("sheetlab audit \(kind.rawValue) --format json", json.output))
        }
        return texts
    }

    /// The files whose text may cite a document: sources, tests, scenarios, scripts, the README,
    /// the man page and the docs.
    static func citingFiles() -> [String] {
        let all =
            files(under: "Sources", extensions: [".swift"]) + files(under: "Tests", extensions: [".swift"])
            + files(under: "scenarios", extensions: [".scenario"]) + files(under: "docs", extensions: [".md"])
            + files(under: "scripts", extensions: [""]) + ["README.md", "man/sheetlab.1"]
        // This file names missing pages on purpose, to show that the check finds them.
        return all.filter { !#filePath.hasSuffix("/" + $0) }
    }

    @Test func everyCitedDocPathAndAnchorExists() {
        var sources = Self.printedTexts()
        for path in Self.citingFiles() { sources.append((path, Self.read(path))) }
        var count = 0
        for (name, text) in sources {
            // A path with a placeholder (`docs/film/KIND.html`) names a family of files.
            let citations = Self.docCitations(in: text).filter {
                $0.path.range(of: "[A-Z]{3,}", options: .regularExpression) == nil
            }
            for citation in citations {
                count += 1
                if let problem = Self.problem(path: citation.path, anchor: citation.anchor) {
                    Issue.record("\(name): \(citation.path)\(citation.anchor.map { "#" + $0 } ?? ""): \(problem)")
                }
            }
        }
        #expect(count > 500, "too few citations found (\(count)): the pattern no longer matches them")
    }

    @Test func everyMarkdownLinkOfTheReadmeAndDocsLeadsSomewhere() {
        let pages = ["README.md"] + Self.files(under: "docs", extensions: [".md"])
        for page in pages {
            for link in Self.markdownLinks(ofFile: page) {
                if let problem = Self.problem(path: link.path, anchor: link.anchor) {
                    Issue.record("\(page): \(link.path)\(link.anchor.map { "#" + $0 } ?? ""): \(problem)")
                }
            }
        }
    }

    /// A reference document named without `docs/` cannot be opened from where the reader stands.
    @Test func noTextCitesAReferenceWithoutItsFolder() {
        var sources = Self.printedTexts()
        let outside = Self.citingFiles().filter { !$0.hasPrefix("docs/") }
        for path in outside { sources.append((path, Self.read(path))) }
        let regex = try! NSRegularExpression(pattern: #"(?<![A-Za-z0-9_./-])(models|commands|decisions|motion)\.md"#)
        for (name, text) in sources {
            let string = text as NSString
            for match in regex.matches(in: text, range: NSRange(location: 0, length: string.length)) {
                Issue.record("\(name): '\(string.substring(with: match.range))' without docs/")
            }
        }
    }

    @Test(arguments: [
        ("docs/models.md", "shared-rules", true),
        ("docs/models.md", "sheet", true),
        ("docs/models.md", "no-such-heading", false),
        ("docs/commands.md", "scenario-files-scenario", true),
        ("docs/motion.md", "animated-values-swiftuis-model", true),
        ("docs/no-such-page.md", nil, false),
    ])
    func theCheckerFindsWhatExistsAndOnlyThat(path: String, anchor: String?, exists: Bool) {
        #expect((Self.problem(path: path, anchor: anchor) == nil) == exists, "\(path)#\(anchor ?? "")")
    }

    @Test(arguments: [
        ("## `screen`", "screen"),
        ("## Scenario files (`*.scenario`)", "scenario-files-scenario"),
        ("## Animated values (SwiftUI's model)", "animated-values-swiftuis-model"),
        ("## See it move: `view`, `play` and `film`", "see-it-move-view-play-and-film"),
        ("## [Audit](docs/audit.md)", "audit"),
    ])
    func slugsAreGitHubs(heading: String, slug: String) {
        #expect(Self.anchors(ofMarkdown: heading) == [slug], "\(heading)")
    }

    @Test func repeatedHeadingsNumberTheirSlugs() {
        #expect(
            Self.anchors(ofMarkdown: "## Release\n## Release\n## Release\n") == ["release", "release-1", "release-2"])
    }

    // MARK: - Parameters and their sources

    /// Every design of `kind` as the `new` assignment choosing it (`profile=material`); one empty
    /// assignment for a kind without a design parameter. Aliases of one design are listed once.
    static func designs(of kind: Kind) -> [String] {
        guard let info = kind.machineType.parameterTable.first(where: \.choosesDesign) else { return [""] }
        var seen: Set<String> = []
        return info.words.filter { word in
            guard let machine = try? kind.makeMachine(configuredBy: [ParameterSetting(name: info.name, value: word)])
            else { return true }
            return seen.insert(machine.parameterText(info.name) ?? word).inserted
        }.map { "\(info.name)=\($0)" }
    }

    /// The parameters a design reads, from its machine's table.
    static func parameters(of kind: Kind, design: String) -> [ParameterInfo] {
        var machine = kind.makeMachine()
        if let equals = design.firstIndex(of: "=") {
            let setting = ParameterSetting(
                name: String(design[..<equals]), value: String(design[design.index(after: equals)...]))
            machine = (try? kind.makeMachine(configuredBy: [setting])) ?? machine
        }
        return machine.parameterInfo.filter { !$0.choosesDesign }
    }

    /// `text` as lines of at most `width` columns, the first starting with `first`, the others
    /// with `rest`.
    static func wrap(_ text: String, first: String, rest: String, width: Int = 100) -> String {
        var lines: [String] = []
        var line = first
        var empty = true
        for word in text.split(separator: " ") {
            if !empty && line.count + 1 + word.count > width {
                lines.append(line)
                line = rest
                empty = true
            }
            line += (empty ? "" : " ") + word
            empty = false
        }
        lines.append(line)
        return lines.map { $0 + "\n" }.joined()
    }

    /// The section of docs/models.md that lists every design's parameters, from the tables the
    /// machines read.
    static func parameterSection() -> String {
        var text = ""
        for kind in Kind.allCases {
            for design in designs(of: kind) {
                text += "\n### \(kind.rawValue)\(design.isEmpty ? "" : " " + design)\n\n"
                for info in parameters(of: kind, design: design) {
                    let unit = info.unit.isEmpty ? "" : " " + info.unit
                    let range = info.range.isEmpty ? "" : " (\(info.range))"
                    var summary = info.summary.hasSuffix(".") ? String(info.summary.dropLast()) : info.summary
                    // The unit and range are given once, before the meaning.
                    let spelled = [[info.unit, info.range], [info.range], [info.unit]].map {
                        " (" + $0.filter { !$0.isEmpty }.joined(separator: ", ") + ")"
                    }
                    if let suffix = spelled.first(where: { $0 != " ()" && summary.hasSuffix($0) }) {
                        summary = String(summary.dropLast(suffix.count))
                    }
                    let source = info.source.hasSuffix(".") ? String(info.source.dropLast()) : info.source
                    let entry = "`\(info.name)` = \(info.defaultValue)\(unit)\(range): \(summary). Source: \(source)."
                    text += wrap(entry, first: "- ", rest: "  ")
                }
            }
        }
        return text
    }

    static let begin = "<!-- The lines from here to the end mark are written by DocReferenceTests. -->\n"
    static let end = "<!-- end of the parameter list -->\n"

    /// docs/models.md lists each design's parameters with their defaults and sources exactly as the
    /// machines' tables give them; `SHEETLAB_WRITE_DOCS=1 swift test --filter DocReferenceTests`
    /// rewrites the list after a table changed.
    @Test func theModelsPageListsEveryParameterWithItsSource() throws {
        let path = Self.root.appendingPathComponent("docs/models.md")
        let page = Self.read("docs/models.md")
        guard let start = page.range(of: Self.begin), let stop = page.range(of: Self.end) else {
            Issue.record("docs/models.md has no parameter list between its marks")
            return
        }
        let expected = Self.parameterSection() + "\n"
        let written = String(page[start.upperBound..<stop.lowerBound])
        if written != expected, ProcessInfo.processInfo.environment["SHEETLAB_WRITE_DOCS"] == "1" {
            let updated = String(page[..<start.upperBound]) + expected + String(page[stop.lowerBound...])
            try updated.write(to: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(written == expected, "docs/models.md's parameter list is out of date: run SHEETLAB_WRITE_DOCS=1")
    }
}
