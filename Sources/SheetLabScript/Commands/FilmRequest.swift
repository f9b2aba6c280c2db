/// `film NAME ... [over DURATION] [fields FIELD,...] [frames N] to FILE`, as parsed.
public struct FilmRequest: Sendable, Equatable {
    /// The sheets filmed, in the order written.
    public var names: [String]
    /// How long to run the clock; nil: film from now until `film stop`.
    public var duration: DurationLiteral?
    /// The fields plotted under the HTML film (default `progress`).
    public var fields: [String]
    /// The thumbnails of an SVG filmstrip; nil: the default (8).
    public var frames: Int?
    /// The `.html` or `.svg` file, as written.
    public var file: String

    public init(names: [String], duration: DurationLiteral?, fields: [String], frames: Int?, file: String) {
        self.names = names
        self.duration = duration
        self.fields = fields
        self.frames = frames
        self.file = file
    }
}
