/// Where the indicator is drawn, for pictures (docs/models.md#edge).
extension EdgeMachine {
    /// The physical edge the indicator grows from: the side fixed at the touch-down of the
    /// current or last drag (docs/models.md: "the edge side is fixed at touch-down"); with nothing
    /// drawn, the `edge` parameter's side under the current layout.
    public func indicatorEdge(in environment: Environment) -> PhysicalEdge {
        if case .tracking(_, let edge) = finger { return edge }
        if progress.presented == 0 && !progress.isAnimating {
            return parameters.edge.physical(in: environment.layoutDirection)
        }
        return indicatorSide
    }
}
