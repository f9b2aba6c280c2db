/// Which integrator runs SwiftUI springs (motion.md, Springs): `fluid` is what SwiftUI renders,
/// `analytic` is Apple's closed form. `edge` always uses analytic.
public enum SpringModel: String, Sendable, Hashable, CaseIterable {
    case fluid
    case analytic
}
