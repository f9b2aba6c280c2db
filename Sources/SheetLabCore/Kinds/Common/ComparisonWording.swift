/// One rule comparison as `sheet` and `edge` write it into a `Decision`: both sides already
/// rounded to 1e-6 and printed by `ComparisonText.pair` (so `139.99 < 140.0` never reads `140.0 < 140.0`),
/// with the operator that held or failed.
enum ComparisonWording {
    /// `"leftName a OP rightName b"`, OP being `holds` when the test passed, else `fails`
    /// (`height 80.0 < dismiss-below 100.0`, `translation 79.0 < trigger 80.0`).
    static func compare(
        _ leftName: String, _ a: Double, holds: String, fails: String, _ rightName: String, _ b: Double,
        passed: Bool
    ) -> String {
        let (left, right) = ComparisonText.pair(a, b)
        return "\(leftName) \(left) \(passed ? holds : fails) \(rightName) \(right)"
    }
}
