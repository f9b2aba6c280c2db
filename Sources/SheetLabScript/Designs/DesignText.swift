import SheetLabCore

/// A design in its canonical form: one statement a line, in a fixed order, numbers in their
/// shortest form, expressions with only the parentheses they need; it parses back to the same
/// `Design` (`sheetlab designs show`).
public enum DesignText {
    /// The canonical text of `design`, ending in a line break.
    public static func text(of design: Design) -> String {
        var lines = ["design \(design.name.value)", "family \(design.family.value.rawValue)"]
        if let source = design.source { lines.append("source \(quoted(source.value))") }
        if !design.positions.isEmpty {
            lines.append("positions " + design.positions.map { position($0.value) }.joined(separator: ", "))
        }
        if let presentation = design.presentation { lines.append("presents at \(presentation.value)") }
        if let height = design.height { lines.append("height \(number(height.value))") }
        if let start = design.dragStart { lines.append("drag on " + dragStart(start.value)) }
        if let distance = design.minimumDistance { lines.append("drag min-distance \(number(distance.value))") }
        if let following = design.following { lines.append("drag follows " + self.following(following.value)) }
        if let projection = design.projection { lines.append("projection " + self.projection(projection.value)) }
        for clause in design.release {
            var line = "release " + outcome(clause.outcome)
            if let condition = clause.condition { line += " when " + expression(condition) }
            lines.append(line)
        }
        for animation in design.animations {
            lines.append("animation \(animation.value.transition.rawValue) \(animation.value.animation.spelling)")
        }
        for rule in design.reduceMotion {
            lines.append(
                "reduce-motion " + (rule.value.transition.map { "\($0.rawValue) " } ?? "")
                    + rule.value.animation.spelling)
        }
        for dim in design.backdropDims {
            lines.append("backdrop dim \(number(dim.value.opacity))" + (dim.value.position.map { " at \($0)" } ?? ""))
        }
        if let tap = design.backdropTap { lines.append("backdrop tap " + self.tap(tap.value)) }
        if let escape = design.escape { lines.append("escape " + self.escape(escape.value)) }
        for button in design.buttons {
            lines.append("button \(button.value.name) " + effect(button.value.effect))
        }
        for haptic in design.haptics {
            lines.append("haptic \(haptic.value.event.rawValue) \(haptic.value.style.rawValue)")
        }
        for drawn in design.drawnValues {
            lines.append("draw \(drawn.value.property.rawValue) = " + expression(drawn.value.expression))
        }
        if let action = design.action { lines.append("action \(action.value.rawValue)") }
        for note in design.quirks {
            lines.append("quirk \(note.value.quirk.rawValue) source \(quoted(note.value.source))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `peek: 180`, `55%`, `large`.
    private static func position(_ position: DesignPosition) -> String {
        (position.isLabelled ? "\(position.name): " : "") + position.height.spelling
    }

    private static func number(_ value: Double) -> String { DesignNumberText.text(value) }

    /// `"TEXT"` with `"` and `\` escaped.
    static func quoted(_ text: String) -> String {
        var quoted = "\""
        for character in text {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }

    private static func dragStart(_ start: DragStart) -> String {
        switch start {
        case .content: "content"
        case .handle: "handle"
        case .edgeStrip(let width, let side): "edge-strip \(number(width)) at \(side.rawValue)"
        }
    }

    private static func following(_ following: DragFollowing) -> String {
        switch following {
        case .oneToOne: "1:1"
        case .clamped: "1:1 clamped"
        case .resistance(let fraction): "resistance \(number(fraction))"
        case .rubberBand(let coefficient): "rubber-band \(number(coefficient))"
        }
    }

    private static func projection(_ projection: DesignProjection) -> String {
        switch projection {
        case .swiftUI: "swiftui"
        case .uiKit(let rate): "uikit(rate: \(number(rate)))"
        }
    }

    /// `dismiss`, `snap to nearest(positions, to: height)`.
    static func outcome(_ outcome: ReleaseOutcome) -> String {
        switch outcome {
        case .snap(.position(let name)): "snap to \(name)"
        case .snap(.nearest(let target)): "snap to nearest(positions, to: \(expression(target)))"
        case .snap(.next(let direction)): "snap to next(positions, by: \(expression(direction)))"
        default: outcome.keyword
        }
    }

    private static func tap(_ tap: TapBehaviour) -> String {
        switch tap {
        case .dismisses: "dismisses"
        case .ignored: "ignored"
        case .passesThrough: "passes-through"
        case .presses(let button): "presses \(button)"
        }
    }

    private static func escape(_ escape: EscapeBehaviour) -> String {
        switch escape {
        case .dismisses: "dismisses"
        case .ignored: "ignored"
        case .commits: "commits"
        case .snaps(let position): "snaps to \(position)"
        case .presses(let button): "presses \(button)"
        }
    }

    private static func effect(_ effect: DesignButton.Effect) -> String {
        switch effect {
        case .dismisses: "dismisses"
        case .snaps(let position): "snaps to \(position)"
        case .runs: "runs"
        case .runsThenDismisses: "runs then dismisses"
        }
    }

    /// An expression with the parentheses its tree needs (`DesignExpressionText`).
    public static func expression(_ expression: DesignExpression) -> String {
        DesignExpressionText.text(expression)
    }
}
