/// One command's text after joining `\` continuations, with a map back to the physical lines.
public struct LogicalLine: Sendable, Equatable {
    /// Where one physical line's text begins inside `text`.
    struct Piece: Sendable, Equatable {
        /// UTF-8 offset in `text` where this piece begins.
        var offset: Int
        /// The piece's location in the source.
        var start: SourceLocation
    }

    /// The joined text, without continuation backslashes or line breaks.
    public private(set) var text: String
    var pieces: [Piece]

    /// Creates a one-piece logical line whose text begins at `start` in the source.
    public init(_ text: String, at start: SourceLocation = SourceLocation(line: 1, column: 1)) {
        self.text = text
        self.pieces = [Piece(offset: 0, start: start)]
    }

    /// The source location of the character at UTF-8 offset `offset` of `text`.
    public func location(ofOffset offset: Int) -> SourceLocation {
        var piece = pieces[0]
        // Most lines are one piece; the parser asks for every word's place.
        if pieces.count > 1 {
            for candidate in pieces where candidate.offset <= offset { piece = candidate }
        }
        return SourceLocation(line: piece.start.line, column: piece.start.column + offset - piece.offset)
    }

    /// Where the logical line begins in the source.
    public var start: SourceLocation { pieces[0].start }

    /// Appends the next physical line's text, which begins at `start`.
    mutating func append(_ more: Substring, at start: SourceLocation) {
        pieces.append(Piece(offset: text.utf8.count, start: start))
        text += more
    }
}
