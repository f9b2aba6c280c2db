extension AnimatedValue {
    /// Moves every stored tick by `ticks`: the running animations' starts and the last rendered
    /// frame. Animations measure elapsed time from their starts, so the value renders the same
    /// on a clock shifted by the same amount.
    public mutating func shiftTime(by ticks: Int64) {
        spring?.originTick += ticks
        if springRecord != nil {
            for index in springRecord!.changes.indices { springRecord!.changes[index].startTick += ticks }
        }
        for index in curves.indices { curves[index].startTick += ticks }
        if let rendered = lastRenderedTick { lastRenderedTick = rendered + ticks }
    }

    /// Adds `offset` to every change (transaction) identifier above 0 that the running animations
    /// carry; 0 (a change that animates nothing) stays 0. Identifiers are only compared for
    /// equality, so a consistent renumbering changes no behaviour.
    public mutating func renumberChanges(by offset: Int) {
        if springRecord != nil {
            for index in springRecord!.changes.indices where springRecord!.changes[index].change > 0 {
                springRecord!.changes[index].change += offset
            }
        }
        for index in curves.indices where curves[index].change > 0 { curves[index].change += offset }
    }
}
