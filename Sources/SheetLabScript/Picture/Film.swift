import SheetLabCore

/// The frames of a `film`: a scene per frame and the plotted fields of each filmed sheet.
///
/// The frames are taken where `record` writes its rows (every rendered frame), after the first,
/// taken when the film starts (as of the last rendered frame).
public struct Film: Sendable, Equatable {
    /// The filmed sheets, in the order written.
    public var names: [String]
    /// The plotted fields (HTML film).
    public var fields: [Field]
    public var frames: [FilmFrame]

    public init(names: [String], fields: [Field], frames: [FilmFrame] = []) {
        self.names = names
        self.fields = fields
        self.frames = frames
    }
}

/// One frame of a film.
public struct FilmFrame: Sendable, Equatable {
    /// The filmed sheets that exist, as drawn.
    public var scene: Scene
    /// Per name of the film, the plotted fields' values in `Film.fields` order, or nil when the
    /// sheet no longer exists.
    public var values: [[FieldValue]?]

    public init(scene: Scene, values: [[FieldValue]?]) {
        self.scene = scene
        self.values = values
    }

    /// The drawn sheet called `name`, if it exists in this frame.
    public func sheet(named name: String) -> DrawnSheet? {
        scene.sheets.first { $0.name == name }
    }
}
