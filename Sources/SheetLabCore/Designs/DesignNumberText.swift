/// Numbers as a design file writes them: the shortest text that reads back as the same value.
public enum DesignNumberText {
    /// `120` rather than `120.0`; `0.25`; Swift's shortest round-trip form otherwise.
    public static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return value == 0 ? "0" : String(Int(value))
        }
        return value.description
    }
}
