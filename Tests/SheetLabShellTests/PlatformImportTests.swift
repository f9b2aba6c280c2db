import Foundation
import Testing

/// Every platform difference lives in one file per module (issue 36): no Swift file under
/// `Sources` other than a module's `Platform.swift` imports Glibc or Darwin.
struct PlatformImportTests {
    static let sources = RepositoryRoot.url
        .appendingPathComponent("Sources")

    /// Paths under `Sources` of every Swift file, sorted.
    static let swiftFiles: [String] = {
        let root = sources.path
        let enumerator = FileManager.default.enumerator(atPath: root)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { found.append(path) }
        }
        return found.sorted()
    }()

    /// A line that imports the C library, in any form (`@_exported`, `internal`, `import func`).
    static func importsCLibrary(_ line: Substring) -> Bool {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "." })
        guard let index = words.firstIndex(of: "import"), words.first?.hasPrefix("//") == false else { return false }
        return words[(index + 1)...].contains { $0 == "Glibc" || $0 == "Darwin" }
    }

    static func importingLines(of path: String) throws -> [Int] {
        let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { importsCLibrary($0.element) }.map { $0.offset + 1 }
    }

    @Test("no file outside Platform.swift imports Glibc or Darwin", arguments: swiftFiles)
    func onlyPlatformFilesImport(path: String) throws {
        guard !path.hasSuffix("/Platform.swift") else { return }
        #expect(try Self.importingLines(of: path) == [], "\(path) imports the C library; move it to Platform.swift")
    }

    @Test("the check sees the platform files that do import", arguments: ["SheetLabCore", "SheetLabShell"])
    func platformFilesImport(module: String) throws {
        #expect(try Self.importingLines(of: "\(module)/Platform.swift").count == 2)
    }

    @Test func recognisesEveryFormOfImport() {
        for line in [
            "import Glibc", "    import Darwin", "@_exported import Glibc", "internal import Glibc",
            "import func Glibc.exp",
        ] {
            #expect(Self.importsCLibrary(line[...]), "\(line)")
        }
        for line in ["// import Glibc", "import SheetLabCore", "Glibc.read(x)", "/// `import Darwin`"] {
            #expect(!Self.importsCLibrary(line[...]), "\(line)")
        }
    }
}
