/// The numbers a release is decided with (docs/design-language.md#readings), as the machine
/// measured them; `predicted`, `predicted-height` and `position` are derived from these and the
/// design.
public struct DesignReadings: Sendable, Hashable {
    /// Finger travel along the gesture axis, pt, down (away from the edge) positive.
    public var translation: Double
    /// Finger velocity along the axis, pt/s.
    public var velocity: Double
    /// The content's height, pt.
    public var height: Double
    /// Where the content is drawn relative to rest, pt, down positive.
    public var offset: Double
    /// The y of the content's top edge, pt.
    public var top: Double
    /// Visual progress, 0 at rest.
    public var progress: Double
    /// The screen's width, pt.
    public var screenWidth: Double
    /// The screen's height, pt.
    public var screenHeight: Double
    /// The index of the position the sheet rests at (0 for the other families).
    public var positionIndex: Int

    /// Creates readings; the screen defaults to docs/commands.md's 402 x 874.
    public init(
        translation: Double = 0, velocity: Double = 0, height: Double = 0, offset: Double = 0, top: Double = 0,
        progress: Double = 0, screenWidth: Double = 402, screenHeight: Double = 874, positionIndex: Int = 0
    ) {
        self.translation = translation
        self.velocity = velocity
        self.height = height
        self.offset = offset
        self.top = top
        self.progress = progress
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.positionIndex = positionIndex
    }
}
