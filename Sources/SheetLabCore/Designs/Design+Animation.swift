extension Design {
    /// SwiftUI's `Animation.default`, `spring(response: 0.55, dampingFraction: 1)` since iOS 17,
    /// for a transition the file gives no animation (docs/design-language.md#using-a-design).
    public static let defaultAnimation = DesignAnimation(
        .spring, [.init("response", 0.55), .init("dampingFraction", 1)])

    /// The animation written for `transition`, else SwiftUI's default.
    public func writtenAnimation(_ transition: DesignTransition) -> DesignAnimation {
        animations.first { $0.value.transition == transition }?.value.animation ?? Self.defaultAnimation
    }

    /// What runs for `transition` in `environment`: under reduce motion the transition's
    /// `reduce-motion` animation, else the one without a transition, else the written one; nil is
    /// a jump.
    public func animation(_ transition: DesignTransition, in environment: Environment) -> Animation? {
        let written = writtenAnimation(transition)
        guard environment.reduceMotion else { return written.animation(model: environment.springModel) }
        let reduced =
            reduceMotion.first { $0.value.transition == transition }
            ?? reduceMotion.first { $0.value.transition == nil }
        return (reduced?.value.animation ?? written).animation(model: environment.springModel)
    }

    /// A screen's or modal's content offset for a finger `dy` below touch-down, as `drag follows`
    /// says: 1:1 (the default), never above rest (`clamped`), a fraction of it (`resistance`), or
    /// 1:1 down and UIScrollView's band up (`rubber-band`, on the screen's height).
    public func contentOffset(forDrag dy: Double, screenHeight: Double) -> Double {
        switch following?.value ?? .oneToOne {
        case .oneToOne: dy
        case .clamped: max(dy, 0)
        case .resistance(let fraction): fraction * dy
        case .rubberBand(let coefficient):
            dy >= 0 ? dy : -RubberBand.scrollView(offset: -dy, dimension: screenHeight, coefficient: coefficient)
        }
    }

    /// Whether the design declares `quirk`.
    public func declares(_ quirk: DesignQuirk) -> Bool {
        quirks.contains { $0.value.quirk == quirk }
    }

    /// The last component of `path`, as `explain` names a design file (`maps-sheet.design`).
    public static func fileName(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }

    /// How `explain` names the file of a design `design=` wrote as `path`.
    public func citedName(path: String) -> String {
        fileName ?? Self.fileName(of: path)
    }
}
