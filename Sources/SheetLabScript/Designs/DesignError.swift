import SheetLabCore

/// A problem in a design file, where it is: what `sheetlab check` reports as
/// `FILE:LINE:COLUMN: error: MESSAGE`. Messages are rendered in one place,
/// `DesignError+Rendering.swift`.
public struct DesignError: Error, Sendable, Hashable {
    /// What is wrong.
    public var reason: Reason
    /// Where: the offending word, or the statement's start.
    public var location: SourceLocation

    /// Creates an error.
    public init(_ reason: Reason, at location: SourceLocation) {
        self.reason = reason
        self.location = location
    }

    /// Everything that can be wrong with a design file (docs/design-language.md#errors).
    public enum Reason: Sendable, Hashable {
        // Text.
        /// A file whose first statement begins with no statement's word: not a design file, so
        /// nothing of its text is quoted (`design=/etc/shadow` must not show a line of it).
        case notADesignFile
        /// Bytes that are not UTF-8 text, or a line too long (the scenario files' rules).
        case unreadableText(String)
        /// A character that begins no word, number, string or symbol.
        case unexpectedCharacter(String)
        /// A string without its closing quote.
        case unterminatedString
        /// A number whose unit is none of pt, %, pt/s, s, ms.
        case unknownUnit(String, suggestion: String?)

        // Syntax.
        /// A first word that is no statement.
        case unknownStatement(String, suggestion: String?)
        /// Something else than what the grammar needs here; `expected` completes "expected ...".
        case expected(String, got: String)
        /// A word that is not one of the choices at this place.
        case unknownChoice(String, expected: [String], suggestion: String?)
        /// An expression nested deeper than `limit` (parentheses, unary minus, operators).
        case nestingTooDeep(limit: Int)
        /// A name in an expression that is neither a reading nor a declared position.
        case unknownReading(String, suggestion: String?)
        /// A function the expressions do not have.
        case unknownFunction(String, suggestion: String?)
        /// An animation sheetlab does not have.
        case unknownAnimation(String, suggestion: String?)
        /// Arguments that are no form of the function or animation; `forms` lists the accepted ones.
        case invalidArguments(function: String, forms: [String])
        /// A quirk the language does not name.
        case unknownQuirk(String, suggestion: String?)
        /// A design name that breaks `[a-z][a-z0-9-]*`.
        case invalidName(String)

        // Declarations.
        /// A statement that may appear once, or a name that may be declared once, written again;
        /// `firstLine` is where it first is.
        case duplicateDeclaration(String, firstLine: Int)
        /// A statement the design needs and does not have (`design`, `family`, `positions`).
        case missingDeclaration(String)
        /// A statement, outcome, transition or reading the design's family does not have.
        case wrongFamily(String, family: DesignFamily, families: [DesignFamily])
        /// A position name that no `positions` declares.
        case unknownPosition(String, suggestion: String?)
        /// A button name that no `button` declares.
        case unknownButton(String, suggestion: String?)
        /// A position below 0 or above the screen's height (on the default 402 x 874 screen).
        case positionOffScreen(String, height: Double, screenHeight: Double)
        /// A position not higher than the one before it (positions go lowest first).
        case positionsOutOfOrder(String, height: Double, previous: String, previousHeight: Double)
        /// A number outside what its place accepts; `requirement` completes "must be ...".
        case valueOutOfRange(String, value: Double, requirement: String)

        // Expressions.
        /// Two sides of a sum, comparison, `min` or `max` in different units.
        case unitMismatch(left: String, leftUnit: String, right: String, rightUnit: String)
        /// An expression in another unit than its place needs.
        case wrongUnit(String, unit: String, expected: String)
        /// A number where a condition (a comparison, `and`, `or`) is needed.
        case notACondition(String, unit: String)
        /// A condition where a number is needed.
        case notANumber(String)

        // The release rule.
        /// A design without any `release` clause.
        case noRelease
        /// A last `release` clause with a condition: some releases would decide nothing.
        case missingFinalClause
        /// A clause after one that always decides; `decidingLine` is that one's line.
        case unreachableClause(decidingLine: Int)
        /// A condition that holds for no reading.
        case neverDecides(String)
    }
}

extension SourceLocation {
    /// The location of a design's part.
    init(_ location: DesignLocation) {
        self.init(line: location.line, column: location.column)
    }
}

extension DesignLocation {
    /// The location of a source position.
    init(_ location: SourceLocation) {
        self.init(line: location.line, column: location.column)
    }
}
