extension AnimatedValue {
    /// True when no animation of `change` is still running and not logically complete.
    ///
    /// A spring is logically complete for a change once the last rendered frame is at least the
    /// change's own response after the change's start (its merge tick, for a change merged into a
    /// running spring); later changes are ignored. A curve is logically complete when removed
    /// (docs/motion.md#animated-values-swiftuis-model, Completion).
    @inline(__always)
    public func isLogicallyComplete(change: Int) -> Bool {
        if curves.contains(where: { $0.change == change }) { return false }
        guard let springRecord else { return true }
        return springRecord.changes.allSatisfy {
            $0.change != change || $0.isLogicallyComplete(renderedTick: lastRenderedTick)
        }
    }

    /// True while any animation of `change` is not removed.
    @inline(__always)
    public func isRunning(change: Int) -> Bool {
        curves.contains { $0.change == change }
            || springRecord?.changes.contains { $0.change == change } == true
    }
}
