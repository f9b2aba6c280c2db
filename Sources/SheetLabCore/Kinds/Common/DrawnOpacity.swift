/// How an opacity field reads a drawn value: clamped to [0, 1], as a view's alpha clamps.
///
/// A spring may carry the drawn value past either end (a backdrop springing to 0, a page fading
/// back with a bounce); the values under it (progress, offset) stay unclamped (docs/decisions.md#readouts).
enum DrawnOpacity {
    static func clamped(_ value: Double) -> Double {
        min(max(value, 0), 1)
    }
}
