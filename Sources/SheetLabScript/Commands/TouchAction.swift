/// A raw touch sample of `touch NAME down X Y` · `move X Y` · `up`, at the current time.
public enum TouchAction: Sendable, Equatable, Hashable {
    /// The finger goes down at a point.
    case down(Coordinates)
    /// The finger moves to a point.
    case move(Coordinates)
    /// The finger lifts where it is.
    case up
}
