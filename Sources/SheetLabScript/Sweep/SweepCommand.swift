/// `sweep NAME ...` (or `sheetlab sweep KIND ...`) as written: its words with their places, read
/// against the kind only when it runs (`SweepPlan.make`).
public struct SweepCommand: Sendable, Equatable {
    /// One word and where it was written (nil on the `sheetlab` command line).
    public struct Word: Sendable, Equatable {
        public var text: String
        public var location: SourceLocation?

        public init(_ text: String, at location: SourceLocation? = nil) {
            self.text = text
            self.location = location
        }

        /// Words are equal when their text is: where they were written is no part of the command.
        public static func == (lhs: Word, rhs: Word) -> Bool {
            lhs.text == rhs.text
        }
    }

    /// The sheet's name (in the shell) or the kind (on the command line).
    public var target: String
    /// `PARAM=VALUE` words: parameters of the kind and environment values.
    public var settings: [Word]
    /// `--x AXIS=RANGE`.
    public var x: Word
    /// `--y AXIS=RANGE`.
    public var y: Word?
    /// `--from DETENT`.
    public var from: Word?
    /// `--gesture fling|drag [NAME=VALUE ...]`; empty when not given.
    public var gesture: [Word]
    /// `--against PARAM=VALUE ...`; empty when not given.
    public var against: [Word]
    /// `--format text|csv|json|svg`; nil: from the file's extension, else text.
    public var format: SweepFormat?
    /// `--to FILE`.
    public var file: Word?

    public init(
        target: String, settings: [Word] = [], x: Word, y: Word? = nil, from: Word? = nil, gesture: [Word] = [],
        against: [Word] = [], format: SweepFormat? = nil, file: Word? = nil
    ) {
        self.target = target
        self.settings = settings
        self.x = x
        self.y = y
        self.from = from
        self.gesture = gesture
        self.against = against
        self.format = format
        self.file = file
    }

    /// The format to write: as given, else from the file's extension, else text.
    public var resolvedFormat: SweepFormat {
        if let format { return format }
        guard let path = file?.text.lowercased() else { return .text }
        for candidate in SweepFormat.allCases where path.hasSuffix("." + candidate.rawValue) { return candidate }
        return .text
    }

    /// The words after the target, as a command line writes them (`--x dy=0..300/3 ...`).
    public var optionWords: [String] {
        var words = settings.map(\.text) + ["--x", x.text]
        if let y { words += ["--y", y.text] }
        if let from { words += ["--from", from.text] }
        if !gesture.isEmpty { words += ["--gesture"] + gesture.map(\.text) }
        if !against.isEmpty { words += ["--against"] + against.map(\.text) }
        if let format { words += ["--format", format.rawValue] }
        if let file { words += ["--to", file.text] }
        return words
    }
}

/// What `sweep` writes.
public enum SweepFormat: String, Sendable, Hashable, CaseIterable {
    case text, csv, json, svg

    /// The extensions of a file in this format (`--to`), whatever their letter case.
    var fileExtensions: [String] {
        switch self {
        case .text: ["txt", "text"]
        case .csv, .json, .svg: [rawValue]
        }
    }

    /// The format's name in a sentence: `text`, `CSV`, `JSON`, `SVG`.
    var title: String { self == .text ? "text" : rawValue.uppercased() }
}
