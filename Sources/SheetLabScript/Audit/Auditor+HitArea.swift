import SheetLabCore

extension Auditor {
    /// Apple's minimum hit target (HIG, Accessibility: 44x44 pt).
    static let appleMinimumTarget = 44.0
    /// WCAG 2.2 SC 2.5.8 Target Size (Minimum): 24 by 24 CSS px; a CSS pixel is a point in
    /// iOS web content.
    static let wcagMinimumTarget = 24.0
    /// Bisection stops when the boundary is known this closely, in points.
    static let hitAreaPrecision = 0.01

    /// `hit-area` (edge): how far from the edge a touch still begins the swipe, found by bisecting
    /// touch-downs (each a fresh world), against Apple's 44 pt and WCAG 2.5.8's 24 px. Below 44
    /// warns, with the numbers.
    func hitArea(_ survey: AuditSurvey) -> AuditResult {
        var scenario = scenario(for: .hitArea)
        guard subject.kind == .edge else {
            scenario.comment("the content takes touches wherever it is drawn:")
            scenario.begin()
            scenario.expectCurrent(.hitTesting)
            return result(
                .hitArea, .notApplicable,
                reason:
                    "\(subject.kind.withArticle)'s drag starts anywhere on its content: no narrow hit area",
                evidence: scenario)
        }
        let width = subject.environment.screenWidth
        let fromLeft = survey.axis.forward.x > 0
        let distance = survey.exitTrial.map { abs($0.gesture.distance) } ?? 120
        func begins(_ offset: Double, into scenario: inout EvidenceScenario) -> Bool {
            scenario.begin()
            let start = Coordinates(x: fromLeft ? offset : width - offset, y: subject.environment.screenHeight / 2)
            let records = scenario.run(
                .drag(
                    name: subject.sheet, displacement: survey.axis.displacement(distance), duration: .ticks(1500),
                    start: start, hold: false))
            return records.contains {
                if case .transitioned(_, .dragging, _) = $0.occurrence { return true }
                return false
            }
        }
        var probe = EvidenceScenario(subject: subject, header: [])
        guard begins(0, into: &probe) else {
            scenario.comment("a swipe from the very edge does not begin:")
            _ = begins(0, into: &scenario)
            scenario.expectCurrent(.phase)
            return result(
                .hitArea, .notApplicable,
                reason: "no touch begins the swipe, even at the edge (\(gestureOffWords))",
                evidence: scenario)
        }
        var inside = 0.0
        var outside = width / 2
        if begins(outside, into: &probe) {
            inside = outside
        } else {
            while outside - inside > Self.hitAreaPrecision {
                let middle = ((inside + outside) / 2 * 100).rounded() / 100
                guard middle > inside, middle < outside else { break }
                if begins(middle, into: &probe) { inside = middle } else { outside = middle }
            }
        }
        let side = fromLeft ? "left" : "right"
        scenario.comment("a touch \(Self.points(inside)) from the \(side) edge begins the swipe:")
        _ = begins(inside, into: &scenario)
        scenario.run(Self.settle)
        scenario.expectCurrent(.actions)
        scenario.comment("a touch \(DecimalFormat.format(outside, decimals: 2)) pt from it does not:")
        _ = begins(outside, into: &scenario)
        scenario.expectCurrent(.phase)
        scenario.expectCurrent(.actions)
        let measured = DecimalFormat.format(inside, decimals: 2)
        let wide = "touches begin the swipe up to \(measured) pt from the \(side) edge (the whole screen height)"
        if inside >= Self.appleMinimumTarget {
            return result(
                .hitArea, .pass, reason: "\(wide): at least Apple's 44 pt and WCAG 2.5.8's 24 px", evidence: scenario)
        }
        let wcag =
            inside >= Self.wcagMinimumTarget
            ? "meets WCAG 2.5.8's 24 px" : "and under WCAG 2.5.8's 24 px"
        return result(
            .hitArea, .warn, reason: "\(wide): under Apple's 44 pt minimum hit target, \(wcag)", evidence: scenario)
    }
}
