extension Machine {
    public func hashNormalized(shiftedBy ticks: Int64, into hasher: inout Hasher) {
        hashNormalizedCopy(shiftedBy: ticks, into: &hasher)
    }

    /// `hashNormalized(shiftedBy:into:)` as its definition says: a copy shifted, normalised and hashed.
    public func hashNormalizedCopy(shiftedBy ticks: Int64, into hasher: inout Hasher) {
        var copy = self
        copy.shiftTime(by: ticks)
        copy.normalizeForComparison()
        copy.hash(into: &hasher)
    }
}
