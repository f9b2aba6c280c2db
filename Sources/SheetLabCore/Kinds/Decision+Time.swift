extension Decision {
    /// Moves the decision's tick by `ticks`.
    public mutating func shiftTime(by ticks: Int64) {
        tick += ticks
    }
}
