/// A finger moving linearly between two ticks, as `drag`, `move` and `fling` move it.
struct FingerMotion: Sendable, Hashable {
    var origin: Point
    var delta: Point
    var startTick: Int64
    var endTick: Int64
    /// Whether the finger lifts when the motion ends (`drag` without `hold`).
    var liftsAtEnd: Bool

    /// The finger at `tick`: sample k of n at `origin + (delta * k) / n`, k and n in ticks from the
    /// start, multiplied before dividing (docs/decisions.md#numbers); exactly `origin + delta` at the end.
    func point(at tick: Int64) -> Point {
        if tick >= endTick { return Point(x: origin.x + delta.x, y: origin.y + delta.y) }
        let elapsed = Double(tick - startTick)
        let duration = Double(endTick - startTick)
        return Point(x: origin.x + (delta.x * elapsed) / duration, y: origin.y + (delta.y * elapsed) / duration)
    }
}
