extension AnimatedValue {
    /// Renders the frame at `tick`: advances every animation and removes finished ones.
    ///
    /// Does not allocate: the curve list is only shortened, in place, when a curve ends. Animations
    /// started at or after `tick` are not evaluated (docs/motion.md: first evaluated at the first frame
    /// strictly after the start).
    public mutating func render(at tick: Int64) {
        var terms = AnalyticSpringTerms()
        render(at: tick, sharing: &terms)
    }

    /// `render(at:)` sharing the exponential, sine and cosine of an analytic spring with the values
    /// rendered before it in the same frame (same spring, same origin: the same numbers).
    @inline(__always)
    mutating func render(at tick: Int64, sharing terms: inout AnalyticSpringTerms) {
        // At rest (the common case) nothing is called.
        guard spring != nil || !curves.isEmpty else {
            lastRenderedTick = tick
            presentedOffset = 0
            return
        }
        renderAnimations(at: tick, sharing: &terms)
    }

    /// `render(at:sharing:)` with an animation running.
    @inline(never)
    private mutating func renderAnimations(at tick: Int64, sharing terms: inout AnalyticSpringTerms) {
        lastRenderedTick = tick
        // The spring renders in place (no copy of its integrator out of the optional and back).
        var offset = 0.0
        if spring != nil {
            if spring!.render(at: tick, sharing: &terms) {
                removeSpring()
            } else {
                offset = spring!.remainingOffset
            }
        }
        guard !curves.isEmpty else {
            guard offset.isFinite else { return stopAnimations() }
            presentedOffset = spring != nil ? offset : 0
            return
        }
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
