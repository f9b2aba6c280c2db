/// A full screen written as a design file (`new screen p design=page.design`): `ScreenMachine`
/// keeps its phases and drawn values (offset, scale, opacity, the entering move) and asks this
/// value how the content follows, what a release, an escape or a button decides, which
/// animations run and how scale and opacity read (docs/design-language.md#using-a-design).
public struct WrittenScreenDesign: Sendable, Hashable {
    /// The design as read and checked.
    public var design: Design
    /// The path as `design=` wrote it.
    public var path: String

    /// Creates one.
    public init(design: Design, path: String) {
        self.design = design
        self.path = path
    }

    /// Progress toward leaving: the offset over the container's height, 0 to 1.
    static func progress(offset: Double, in environment: Environment) -> Double {
        environment.containerHeight > 0 ? min(max(offset, 0) / environment.containerHeight, 1) : 0
    }

    /// The readings of a release, of `armed` or of the drawn values, with the content `offset`
    /// below rest.
    static func readings(translation: Double, velocity: Double, offset: Double, in environment: Environment)
        -> DesignReadings
    {
        DesignReadings(
            translation: translation, velocity: velocity, offset: offset, top: offset,
            progress: progress(offset: offset, in: environment), screenWidth: environment.screenWidth,
            screenHeight: environment.screenHeight)
    }

    /// A drawn value for the content at `offset`; `fallback` when the file does not draw it.
    func drawn(_ property: DrawnValue.Property, offset: Double, in environment: Environment, fallback: Double)
        -> Double
    {
        guard let written = design.drawnValues.first(where: { $0.value.property == property }) else { return fallback }
        var evaluator = DesignEvaluator(
            design: design, readings: Self.readings(translation: 0, velocity: 0, offset: offset, in: environment),
            records: false)
        return evaluator.number(written.value.expression)
    }
}
