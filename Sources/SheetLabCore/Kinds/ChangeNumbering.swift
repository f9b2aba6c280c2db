/// The base change identifiers are renumbered from by `Machine.normalizeForComparison()`: the next
/// identifier a normalised machine hands out. Far above any count a session reaches, so renumbered
/// identifiers stay positive.
public enum ChangeNumbering {
    public static let base = 1 << 40

    /// The renumbered `change`: `change + offset` above 0, 0 kept.
    static func renumbered(_ change: Int, by offset: Int) -> Int {
        change > 0 ? change + offset : change
    }
}
