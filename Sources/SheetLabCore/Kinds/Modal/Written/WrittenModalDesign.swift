/// A modal written as a design file (`new modal m design=card.design`): `ModalMachine` keeps its
/// phases, drawn values and the seed's layout (centred in the container, `.move(edge: .bottom)`),
/// and asks this value how the content follows the finger, what a release, an escape, a backdrop
/// tap or a button decides, which animations run and how the drawn values read
/// (docs/design-language.md#using-a-design).
public struct WrittenModalDesign: Sendable, Hashable {
    /// The design as read and checked.
    public var design: Design
    /// The path as `design=` wrote it.
    public var path: String

    /// Creates one.
    public init(design: Design, path: String) {
        self.design = design
        self.path = path
    }

    /// The content's offset for a finger `dy` below touch-down, as `drag follows` says: 1:1 (the
    /// default), never above rest (`clamped`), a fraction of it (`resistance`), or 1:1 down and
    /// UIScrollView's band up (`rubber-band`, on the screen's height).
    func offset(forDrag dy: Double, screenHeight: Double) -> Double {
        design.contentOffset(forDrag: dy, screenHeight: screenHeight)
    }

    /// Progress toward leaving: the offset over the modal's height, 0 to 1 (0 for a modal 0 pt tall).
    static func progress(offset: Double, height: Double) -> Double {
        height > 0 ? min(max(offset, 0) / height, 1) : 0
    }

    /// A drawn value (`draw opacity = 1 - 0.3 * progress`) for `readings`; nil when not written.
    func drawn(_ property: DrawnValue.Property, with readings: DesignReadings) -> Double? {
        guard let written = design.drawnValues.first(where: { $0.value.property == property }) else { return nil }
        var evaluator = DesignEvaluator(design: design, readings: readings, records: false)
        let value = evaluator.number(written.value.expression)
        return property == .opacity ? DrawnOpacity.clamped(value) : value
    }
}
