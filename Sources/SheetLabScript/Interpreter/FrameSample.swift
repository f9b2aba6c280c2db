import SheetLabCore

/// The first sheet as one rendered frame left it, kept while `audit` watches a path
/// (`Session.frameSamples`), so that what the audit judges is what the interpreter ran.
struct FrameSample: Sendable {
    /// The frame's tick.
    var tick: Int64
    /// The sheet's machine after the frame.
    var machine: any Machine
    /// The environment the frame was rendered in.
    var environment: Environment

    /// A field's value at this frame.
    func value(of field: Field) -> FieldValue? {
        machine.value(of: field, in: environment)
    }

    /// A number-valued field at this frame (integers read as numbers).
    func number(_ field: Field) -> Double? {
        switch machine.value(of: field, in: environment) {
        case .number(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }
}
