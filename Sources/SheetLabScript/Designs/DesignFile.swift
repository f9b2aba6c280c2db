import SheetLabCore

/// Reads a design file's bytes into a checked `Design` (docs/design-language.md): UTF-8 text
/// as scenario files are (`SourceText`), parsed, then checked.
public enum DesignFile {
    /// The design in `bytes`, or every error found, in file order.
    public static func read(_ bytes: [UInt8]) -> Result<Design, DesignErrors> {
        let text: String
        do {
            text = try SourceText.decode(bytes)
        } catch {
            let location = error.location ?? SourceLocation(line: 1, column: 1)
            return .failure(DesignErrors([DesignError(.unreadableText(error.reason.message), at: location)]))
        }
        return read(text: text)
    }

    /// The design in `text`, or every error found, in file order; a text whose first statement
    /// does not begin with a statement's word is not a design file, and its one error quotes
    /// nothing of it.
    public static func read(text: String) -> Result<Design, DesignErrors> {
        if let first = firstStatement(of: text), !DesignStatement.words.contains(first.word) {
            return .failure(DesignErrors([DesignError(.notADesignFile, at: first.location)]))
        }
        switch DesignParser.parse(text) {
        case .failure(let errors): return .failure(errors)
        case .success(let design):
            let errors = DesignChecker.check(design)
            return errors.isEmpty ? .success(design) : .failure(DesignErrors(errors))
        }
    }

    /// The first word of the first line that is not blank or a comment, and where that line's
    /// text begins; nil for a text without one.
    static func firstStatement(of text: String) -> (word: String, location: SourceLocation)? {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let blanks = line.prefix { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\u{FEFF}" }
            let rest = line.dropFirst(blanks.count)
            if rest.isEmpty || rest.hasPrefix("#") { continue }
            let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            return (String(word), SourceLocation(line: index + 1, column: blanks.utf8.count + 1))
        }
        return nil
    }

    /// The design `design=VALUE` names: a shipped one for a bare name (`maps-sheet`,
    /// `BuiltInDesigns`), else the file at `path` (`VALUE` resolved by the caller) through `files`.
    public static func load(
        _ value: String, at path: String, files: any FileAccess
    ) throws(DesignLoadFailure) -> Design {
        if BuiltInDesigns.isShippedName(value), let design = BuiltInDesigns.design(named: value) { return design }
        return try load(path, files: files)
    }

    /// Reads and checks the design file at `path` through `files`, as `new ... design=PATH`,
    /// `sheetlab explore ... design=PATH` and the other subcommands do.
    ///
    /// - Throws: `DesignLoadFailure`: the file's first error at its place (`PATH:LINE:COLUMN`),
    ///   with how many more `sheetlab check` would list, or why the file could not be read.
    public static func load(_ path: String, files: any FileAccess) throws(DesignLoadFailure) -> Design {
        let bytes: [UInt8]
        do {
            bytes = try files.read(path)
        } catch {
            throw DesignLoadFailure(message: error.message, location: nil, path: path)
        }
        switch read(bytes) {
        case .success(var design):
            design.fileName = Design.fileName(of: path)
            return design
        case .failure(let found):
            let first = found.errors.first ?? DesignError(.noRelease, at: SourceLocation(line: 1, column: 1))
            let more =
                found.errors.count > 1 ? " (and \(found.errors.count - 1) more: sheetlab check '\(path)')" : ""
            throw DesignLoadFailure(message: first.reason.message + more, location: first.location, path: path)
        }
    }
}

/// A design file that could not be read or is not sound: the message, and where in the file.
public struct DesignLoadFailure: Error, Sendable, Hashable {
    /// The lowercase message.
    public var message: String
    /// Where in the design file; nil when it could not be read.
    public var location: SourceLocation?
    /// The file's path as read.
    public var path: String

    /// `PATH:LINE:COLUMN: error: MESSAGE`, or `error: MESSAGE` for a file that could not be read.
    public var diagnostic: String {
        guard let location else { return "error: " + VisibleText.escaped(message) }
        return "\(VisibleText.escaped(path)):\(location.line):\(location.column): error: "
            + VisibleText.escaped(message)
    }
}
