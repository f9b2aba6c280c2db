extension AnimatedValue {
    /// True when no animation of `change` is still running and not logically complete.
    ///
    /// A spring is logically complete for a change once the last rendered frame is at least the
    /// change's own response after the change's start (its merge tick, for a change merged into a
    /// running spring); later changes are ignored. A curve is logically complete when removed
    /// (motion.md, "Completion").
    public func isLogicallyComplete(change: Int) -> Bool {
        if curves.contains(where: { $0.change == change }) { return false }
        guard let spring else { return true }
        for record in spring.changes where record.identifier == change {
            guard let rendered = lastRenderedTick, rendered > record.startTick else { return false }
            if MotionTicks.elapsed(from: record.startTick, to: rendered) < record.logicalTicks {
                return false
            }
        }
        return true
    }

    /// True while any animation of `change` is not removed.
    public func isRunning(change: Int) -> Bool {
        curves.contains { $0.change == change }
            || spring?.changes.contains { $0.identifier == change } == true
    }
}
