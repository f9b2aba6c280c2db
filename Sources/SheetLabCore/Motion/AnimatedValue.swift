/// A drawn value with SwiftUI's model: a model value plus the animations running on top of it.
///
/// presented = model + the remaining offset of the running animations (OpenSwiftUI:
/// `model + (animate(...) - interval)`; docs/motion.md#animated-values-swiftuis-model). At most one spring runs, at
/// the bottom; timing curves combine on top of it in start order. The value changes only through
/// `set(_:animation:change:at:)`, `render(at:)` and `stopAnimations()`; between frames it reads as of
/// the last rendered frame.
public struct AnimatedValue: Sendable, Hashable {
    // Stored in this order so that a frame of a value at rest reads and writes one contiguous run
    // (the spring's case, which ends `spring`, through `lastRenderedTick`): a sheet renders four
    // values per frame, and a thousand sheets' frames must stay in a core's cache.
    /// The spelling and changes of `spring`; nil exactly when no spring runs.
    var springRecord: SpringRecord?
    /// The running spring, under any curves.
    var spring: SpringMotion?
    /// The value the state says, without animation.
    public private(set) var model: Double
    /// presented - model at the last rendered frame (adjusted by animated changes since).
    var presentedOffset: Double = 0
    /// The running timing curves in start order, each combined on what runs under it.
    var curves: [CurveLayer] = []
    /// The tick of the last rendered frame, nil before the first.
    var lastRenderedTick: Int64?

    /// A value at rest at `value`.
    public init(_ value: Double) {
        model = value
    }

    /// The value drawn at the last rendered frame (or the model, when nothing runs).
    @inline(__always)
    public var presented: Double {
        model + presentedOffset
    }

    /// True while any animation runs.
    @inline(__always)
    public var isAnimating: Bool {
        spring != nil || !curves.isEmpty
    }

    /// How many animations run: `runningSpellings.count`, without building the spellings.
    var runningCount: Int { (spring == nil ? 0 : 1) + curves.count }

    /// Spellings of the running animations in start order (a merged spring shows its new spelling).
    public var runningSpellings: [String] {
        (springRecord.map { [$0.spelling] } ?? []) + curves.map(\.spelling)
    }

    /// Moves the model at `tick`, animating the move when `animation` is given.
    ///
    /// Without animation the model jumps and running animations continue on top. A value equal to the
    /// model starts nothing. With animation the drawn value moves from `presented` to the new model:
    /// a spring merges into a running spring (when no curve runs above it), a spring replaces running
    /// curves (starting at rest from the presented value), and a curve combines on top of whatever
    /// runs. `change` identifies the change (a transaction) for completion tracking. A move whose
    /// size is not finite jumps and stops every animation (sheetlab's NaN guard).
    public mutating func set(_ value: Double, animation: Animation?, change: Int, at tick: Int64) {
        let modelChange = value - model
        guard modelChange != 0 else { return }
        model = value
        guard let animation else { return }
        guard modelChange.isFinite, value.isFinite else { return stopAnimations() }
        switch animation.shape {
        case .spring(let newSpring, let springModel):
            let completion = SpringCompletion(change: change, spring: newSpring, at: tick)
            if curves.isEmpty, spring != nil {
                spring!.merge(spring: newSpring, model: springModel, modelChange: modelChange, at: tick)
                springRecord!.spelling = animation.spelling
                springRecord!.changes.append(completion)
            } else {
                let distance = modelChange - presentedOffset
                curves.removeAll()
                spring = SpringMotion(spring: newSpring, model: springModel, delta: distance, at: tick)
                springRecord = SpringRecord(changes: [completion], spelling: animation.spelling)
            }
        case .curve(let curve, let duration):
            curves.append(
                CurveLayer(
                    curve: .bezier(curve), startTick: tick, durationTicks: duration, delta: modelChange,
                    change: change, spelling: animation.spelling))
        case .easing(let shape, let duration):
            curves.append(
                CurveLayer(
                    curve: shape, startTick: tick, durationTicks: duration, delta: modelChange, change: change,
                    spelling: animation.spelling))
        case .library(let librarySpring):
            // A library animation replaces whatever runs, from the value drawn now.
            let distance = modelChange - presentedOffset
            curves.removeAll()
            spring = SpringMotion(library: librarySpring, delta: distance, at: tick)
            springRecord = SpringRecord(
                changes: [SpringCompletion(change: change, logicalTicks: 0, at: tick)], spelling: animation.spelling)
        }
        presentedOffset -= modelChange
    }

    /// Stops every animation at once; presented becomes the model.
    public mutating func stopAnimations() {
        removeSpring()
        curves.removeAll()
        presentedOffset = 0
    }

    /// Removes the running spring with its spelling and changes.
    mutating func removeSpring() {
        spring = nil
        springRecord = nil
    }
}
