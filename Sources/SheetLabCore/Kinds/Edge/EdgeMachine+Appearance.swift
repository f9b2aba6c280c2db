/// The indicator's armed look and commit effects: how `arm-transition`, `armed-icon-scale`,
/// `commit-effect` and `fades-in` shape the drawn values (seed README, Appearance and Animation
/// tables; the README says what each does, the formulas here are sheetlab's reading).
extension EdgeMachine {
    /// The armed look's change: `easeInOut(duration: arm-transition)`, the curve of UIKit's
    /// `UIView.animate(withDuration:)` (the README gives only the duration); nil for 0 s (a jump).
    var armTransitionAnimation: Animation? {
        guard parameters.armTransition > 0 else { return nil }
        return .curve(
            .easeInOut, seconds: parameters.armTransition,
            spelling: "easeInOut(duration: \(ParameterParsing.text(parameters.armTransition)))")
    }

    /// Turns the armed look on or off with the arm transition: `armed-color` flips at once,
    /// `icon-scale` moves to `armed-icon-scale` or 1.
    mutating func showArmedLook(_ on: Bool, at tick: Int64) {
        guard on != armedColor else { return }
        armedColor = on
        iconScale.set(on ? parameters.armedIconScale : 1, animation: armTransitionAnimation, change: 0, at: tick)
    }

    /// The indicator is removed (a commit ended, an escape): the look drops at once.
    mutating func removeArmedLook(at tick: Int64) {
        armedColor = false
        iconScale.stopAnimations()
        iconScale.set(1, animation: nil, change: 0, at: tick)
    }

    /// The commit effect drawn now: the running commit's, else `none`.
    var runningEffect: EdgeParameters.CommitEffect {
        if case .committing(let commit) = stage { return commit.effect }
        return .none
    }

    /// What `bubble-width` and `bubble-height` are multiplied by: f under `collapse` (never below
    /// 0: a size), 2 - f under `expand`, else 1.
    var sizeFactor: Double {
        switch runningEffect {
        case .collapse: max(fade.presented, 0)
        case .expand: 2 - fade.presented
        case .fade, .none: 1
        }
    }

    /// `bubble-opacity`: `min(progress, 1)` (or 1 whenever progress > 0 with `fades-in` false),
    /// times f under `fade`; clamped to [0, 1] (a view's alpha clamps; the cancel spring may draw
    /// progress a little under 0).
    // Inlined: out of line, it made the `any Machine` field witnesses copy the whole machine first.
    @inline(__always)
    var bubbleOpacity: Double {
        let shown = progress.presented
        let base = parameters.fadesIn ? min(shown, 1) : (shown > 0 ? 1 : 0)
        let effect = runningEffect == .fade ? fade.presented : 1
        return min(max(base * effect, 0), 1)
    }
}
