/// A peer library's presentation or dismissal: where the top goes and what the backdrop does on
/// the way (it follows the top's animated fraction).
struct PanelTransition: Sendable, Hashable {
    var fromTop: Double
    var toTop: Double
    var fromBackdrop: Double
    var toBackdrop: Double
}
