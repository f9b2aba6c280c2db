/// A literal word of a command form and its position among the form's arguments
/// (`touch NAME down X Y`: `down` at 1).
struct FormLiteral: Sendable, Equatable {
    /// The argument's index in the form.
    var position: Int
    /// The word that must be written there.
    var word: String

    /// The literal words of `form`, in order.
    static func literals(of form: CommandForm) -> [FormLiteral] {
        form.arguments.enumerated().compactMap { position, slot in
            if case .literal(let word) = slot.type { return FormLiteral(position: position, word: word) }
            return nil
        }
    }
}
