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

    /// The design in `text`, or every error found, in file order.
    public static func read(text: String) -> Result<Design, DesignErrors> {
        switch DesignParser.parse(text) {
        case .failure(let errors): return .failure(errors)
        case .success(let design):
            let errors = DesignChecker.check(design)
            return errors.isEmpty ? .success(design) : .failure(DesignErrors(errors))
        }
    }
}
