extension AnimatedValue {
    /// Renders the frame at `tick`: advances every animation and removes finished ones.
    ///
    /// Does not allocate: the curve list is only shortened, in place, when a curve ends. Animations
    /// started at or after `tick` are not evaluated (motion.md: first evaluated at the first frame
    /// strictly after the start).
    public mutating func render(at tick: Int64) {
        lastRenderedTick = tick
        guard spring != nil || !curves.isEmpty else {
            presentedOffset = 0
            return
        }
        if spring?.render(at: tick) == true {
            removeSpring()
        }
        var offset = spring?.remainingOffset ?? 0
        var lastEnded: Int?
        for index in curves.indices {
            if let layered = curves[index].remainingOffset(at: tick, below: offset) {
                offset = layered
            } else {
                offset = 0
                lastEnded = index
            }
        }
        if let lastEnded {
            // A curve that ends shows its target, so nothing under it matters any more.
            removeSpring()
            curves.removeSubrange(...lastEnded)
        }
        guard offset.isFinite else { return stopAnimations() }
        presentedOffset = isAnimating ? offset : 0
    }
}
