import SheetLabCore

/// One token of a design file's line (docs/design-language.md#lexical-rules).
struct DesignToken: Sendable, Equatable {
    /// What kind of token.
    enum Kind: Sendable, Equatable {
        /// A word: `[A-Za-z_][A-Za-z0-9_]*` with `-` inside when a letter follows (`predicted-height`).
        case word
        /// A number with its unit (`180`, `55%`, `1200pt/s`, `0.2s`).
        case number(Double, DesignUnit)
        /// A quoted string; `text` holds its contents without quotes.
        case string
        /// One of `( ) , : = + - * / < <= > >= == !=`.
        case symbol
    }

    /// What kind of token.
    var kind: Kind
    /// Its text as written (a string's contents).
    var text: String
    /// Where it begins.
    var location: SourceLocation

    /// Whether this is the word or symbol `text`.
    func isWord(_ word: String) -> Bool { kind == .word && text == word }

    /// Whether this is the symbol `symbol`.
    func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }

    /// How an error quotes it: `'word'`.
    var quoted: String { kind == .string ? "a string" : "'\(text)'" }
}
