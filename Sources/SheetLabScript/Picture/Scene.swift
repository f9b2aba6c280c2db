import SheetLabCore

/// One frame as the pictures draw it: the screen and each sheet where it is drawn.
///
/// Built from the world as of the last rendered frame (`Scene(world:names:)`), from the same
/// machine readings `inspect` and `record` print, so a picture never disagrees with a number.
/// The terminal picture, the HTML film and the SVG filmstrip all draw scenes.
public struct Scene: Sendable, Hashable {
    /// The clock when the scene was read.
    public var tick: Int64
    /// The screen and its safe area.
    public var screen: ScreenArea
    /// The sheets drawn, back to front (creation order).
    public var sheets: [DrawnSheet]

    public init(tick: Int64, screen: ScreenArea, sheets: [DrawnSheet]) {
        self.tick = tick
        self.screen = screen
        self.sheets = sheets
    }
}

/// The screen in points, with the safe-area insets (docs/commands.md#model).
public struct ScreenArea: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public var safeAreaTop: Double
    public var safeAreaBottom: Double

    public init(width: Double, height: Double, safeAreaTop: Double, safeAreaBottom: Double) {
        self.width = width
        self.height = height
        self.safeAreaTop = safeAreaTop
        self.safeAreaBottom = safeAreaBottom
    }

    /// The screen of `environment`.
    public init(_ environment: Environment) {
        self.init(
            width: environment.screenWidth, height: environment.screenHeight,
            safeAreaTop: environment.safeAreaTop, safeAreaBottom: environment.safeAreaBottom)
    }
}

/// One sheet as drawn in a scene.
public struct DrawnSheet: Sendable, Hashable {
    public var name: String
    public var kind: Kind
    public var phase: Phase
    public var armed: Bool
    /// The `progress` field.
    public var progress: Double
    /// Where the content is drawn (screen coordinates, points), or nil when it is not drawn
    /// (`dismissed`: the view is removed).
    public var content: Rectangle?
    /// The content's drawn opacity (the `opacity` field).
    public var opacity: Double
    /// The backdrop's dim opacity (the `backdrop` field; 0 for kinds without a backdrop).
    public var backdrop: Double
    /// A `sheet`'s detents, where its top rests at each.
    public var detentMarks: [DetentMark]
    /// An `edge`'s indicator, when it has a size.
    public var bubble: Bubble?
    /// Where the finger on this sheet is, if one is down.
    public var finger: Point?
    /// The readouts of the status line after phase and armed, as `inspect` prints them.
    public var readouts: [Readout]

    public init(
        name: String, kind: Kind, phase: Phase, armed: Bool, progress: Double, content: Rectangle?,
        opacity: Double, backdrop: Double, detentMarks: [DetentMark] = [], bubble: Bubble? = nil,
        finger: Point? = nil, readouts: [Readout] = []
    ) {
        self.name = name
        self.kind = kind
        self.phase = phase
        self.armed = armed
        self.progress = progress
        self.content = content
        self.opacity = opacity
        self.backdrop = backdrop
        self.detentMarks = detentMarks
        self.bubble = bubble
        self.finger = finger
        self.readouts = readouts
    }
}

/// One detent of a `sheet`: the y its top rests at, and whether it is the selected one.
public struct DetentMark: Sendable, Hashable {
    /// The detent as written in `detents=`.
    public var label: String
    /// The sheet's top at rest on this detent, in screen points.
    public var y: Double
    public var isSelected: Bool

    public init(label: String, y: Double, isSelected: Bool) {
        self.label = label
        self.y = y
        self.isSelected = isSelected
    }
}

/// An `edge` indicator: a half-ellipse on one side of the screen, `width` deep and `height`
/// tall, centred on `anchor-y`.
public struct Bubble: Sendable, Hashable {
    public var edge: PhysicalEdge
    /// The bounding box of the visible half (points).
    public var frame: Rectangle
    /// The `bubble-opacity` field.
    public var opacity: Double

    public init(edge: PhysicalEdge, frame: Rectangle, opacity: Double) {
        self.edge = edge
        self.frame = frame
        self.opacity = opacity
    }

    /// Whether `point` lies inside the half-ellipse (centred on the edge, radii width and
    /// height / 2).
    public func contains(_ point: Point) -> Bool {
        let radiusX = frame.maxX - frame.minX
        let radiusY = (frame.maxY - frame.minY) / 2
        guard radiusX > 0, radiusY > 0 else { return false }
        let centreX = edge == .left ? frame.minX : frame.maxX
        let centreY = (frame.minY + frame.maxY) / 2
        let dx = (point.x - centreX) / radiusX
        let dy = (point.y - centreY) / radiusY
        return dx * dx + dy * dy <= 1 && point.x >= frame.minX && point.x <= frame.maxX
    }
}

/// A field as a status line prints it: `offset=12.3`.
public struct Readout: Sendable, Hashable {
    public var field: Field
    /// The value as `inspect` prints it.
    public var text: String

    public init(field: Field, text: String) {
        self.field = field
        self.text = text
    }
}
