/// The parameters of an `edge`, with the defaults of docs/models.md (EdgeSwipeBack's
/// `EdgeSwipeBackConfiguration` defaults, which "reproduce the reference design").
///
/// Values arrive as text; anything that is not a value of the parameter is a `ParameterError`.
public struct EdgeParameters: Sendable, Hashable {
    /// `edge`: `.leading`, `.trailing` (following the layout direction), `.left`, `.right`.
    public enum EdgeChoice: String, Sendable, Hashable, CaseIterable {
        case leading, trailing, left, right

        /// The physical edge under `direction`: RTL swaps leading and trailing.
        public func physical(in direction: LayoutDirection) -> PhysicalEdge {
            switch (self, direction) {
            case (.left, _), (.leading, .leftToRight), (.trailing, .rightToLeft): .left
            case (.right, _), (.trailing, .leftToRight), (.leading, .rightToLeft): .right
            }
        }
    }

    /// `curve`: `progressCurve`, drag progress to visual progress.
    public enum ProgressCurve: String, Sendable, Hashable, CaseIterable {
        case linear
        /// `.rubberBand(overshoot:)`: p up to 1, then `1 + o e / (o + e)`.
        case rubber
        /// `1 - (1 - p)^2` up to 1, then rubber.
        case easeOut = "ease-out"
    }

    /// `action`: what a commit does.
    public enum ActionChoice: String, Sendable, Hashable, CaseIterable {
        /// `.automatic()`: pop when `stack` > 1, else dismiss.
        case automatic, dismiss, pop, custom
    }

    /// `action-timing`: `actionTiming`.
    public enum ActionTiming: String, Sendable, Hashable, CaseIterable {
        /// On release.
        case immediately
        /// `.afterCommitAnimation`: on the frame the commit effect is removed (at once for `none`).
        case afterCommit = "after-commit"
    }

    /// `commit-effect`: `commitEffect`, what the indicator does on commit while the effect value
    /// `f` runs 1 -> 0 over `commit-timing`. The README names the effects; how `collapse`,
    /// `expand` and `none` draw is sheetlab's reading.
    public enum CommitEffect: String, Sendable, Hashable, CaseIterable {
        /// No drawn change: the indicator is removed and the commit ends at once.
        case none
        /// `bubble-opacity` times f (docs/models.md).
        case fade
        /// `bubble-width` and `bubble-height` times f: the bubble shrinks to nothing.
        case collapse
        /// `bubble-width` and `bubble-height` times 2 - f: the bubble grows to twice its size.
        case expand
    }

    /// `profile`: the design the edge follows: EdgeSwipeBack (`seed`) or Android's predictive back.
    public enum Profile: String, Sendable, Hashable, CaseIterable {
        case seed, android
    }

    public var edge = EdgeChoice.leading
    /// `hit-width`: `edgeHitWidth`, pt (>= 0).
    public var hitWidth = 28.0
    /// `trigger`: `triggerDistance`, pt (> 0: it divides drag progress).
    public var trigger = 80.0
    /// `velocity`: `velocityThreshold`, pt/s (>= 0).
    public var velocity = 900.0
    /// `min-fling`: `minimumFlingDistance`, pt (>= 0).
    public var minFling = 32.0
    public var curve = ProgressCurve.rubber
    /// `overshoot`: of `.rubberBand(overshoot: 0.18)` (>= 0).
    public var overshoot = 0.18
    public var action = ActionChoice.automatic
    /// `stack`: navigation depth inside the modal at presentation (>= 1; 1 is the root).
    public var stack = 1
    public var actionTiming = ActionTiming.immediately
    /// `enabled`: `isEnabled` (the seed's unsaved-changes guard).
    public var enabled = true
    /// `vertical-padding`: `verticalPadding`, pt (>= 0).
    public var verticalPadding = 8.0
    /// `bubble-width`: `bubbleWidth`, pt (>= 0).
    public var bubbleWidth = 34.0
    /// `bubble-height`: `bubbleHeight`, pt (>= 0).
    public var bubbleHeight = 168.0
    /// `height-growth`: `bubbleHeightGrowth` (0...1).
    public var heightGrowth = 0.2
    /// `tracks-vertically`: `tracksTouchVertically`; false keeps the anchor at the touch-down y.
    public var tracksVertically = true
    /// `arm-haptic`: `armHaptic`, played on entering armed.
    public var armHaptic = EdgeHaptic.impact(.light)
    /// `disarm-haptic`: `disarmHaptic` (nil: `none`), played on leaving armed while dragging.
    public var disarmHaptic = EdgeHaptic.none
    /// `cancel-timing`: `cancelTiming`.
    public var cancelTiming = EdgeTiming.cancelDefault
    public var commitEffect = CommitEffect.fade
    /// `commit-timing`: `commitTiming`.
    public var commitTiming = EdgeTiming.commitDefault
    /// `arm-transition`: `armTransitionDuration`, seconds (>= 0; 0 jumps).
    public var armTransition = 0.15
    /// `armed-icon-scale`: `armedIconScale` (>= 0).
    public var armedIconScale = 1.12
    /// `respects-reduce-motion`: `respectsReduceMotion`.
    public var respectsReduceMotion = true
    /// `fades-in`: `fadesInWithProgress`.
    public var fadesIn = true
    /// `should-begin`: the interaction's `shouldBegin` closure, asked when a drag would begin.
    public var shouldBegin = true
    /// `profile=android`: predictive back's thresholds and durations; nil for the seed's EdgeSwipeBack.
    public var predictiveBack: PredictiveBack?
    /// `design=PATH`: the design file the edge follows; nil for the seed's rules.
    public var written: WrittenEdgeDesign?

    public var profile: Profile { predictiveBack == nil ? .seed : .android }

    public init() {}

    /// `profile`, after the seed's parameters (so that `help edge` keeps their order).
    public static let profileInfo = ParameterInfo(
        name: "profile", defaultValue: "seed", words: Profile.allCases.map(\.rawValue),
        summary:
            "seed: EdgeSwipeBack's rules; android: Android's predictive back (BackTouchTracker's progress, the "
            + "system's trigger, Material's back durations) in place of trigger, velocity, min-fling, curve, "
            + "overshoot, cancel-timing and commit-timing; chosen at creation",
        range: "seed, android",
        source:
            "edge-swipe-back-readme.txt (seed); aosp-mirror/platform_frameworks_base and "
            + "material-components/material-components-android (android, sources below)",
        choosesDesign: true)

    /// The seed's parameters, then `profile`, then those only `profile=android` reads.
    public static let table: [ParameterInfo] = seedTable + [profileInfo] + PredictiveBack.table + [.designFile(.edge)]

    /// Every parameter of the seed with its default, in docs/models.md order.
    public static let seedTable: [ParameterInfo] = [
        ParameterInfo(
            name: "edge", defaultValue: "leading", words: EdgeChoice.allCases.map(\.rawValue),
            summary: "leading, trailing (follow the layout direction), left, right",
            range: EdgeChoice.allCases.map(\.rawValue).joined(separator: ", "),
            source: "edge-swipe-back-readme.txt:90 edge"),
        ParameterInfo(
            name: "hit-width", defaultValue: "28", summary: "a touch begins iff its distance to the edge is <= this",
            unit: "pt", range: ">= 0", source: "edge-swipe-back-readme.txt:93 edgeHitWidth"),
        ParameterInfo(
            name: "trigger", defaultValue: "80", summary: "travel that commits on release (>=)",
            unit: "pt", range: "> 0", source: "edge-swipe-back-readme.txt:96 triggerDistance"),
        ParameterInfo(
            name: "velocity", defaultValue: "900",
            summary: "a fling faster than this (>) away from the edge commits early; toward it, cancels",
            unit: "pt/s", range: ">= 0", source: "edge-swipe-back-readme.txt:99 velocityThreshold"),
        ParameterInfo(
            name: "min-fling", defaultValue: "32", summary: "least travel for a fling to commit (>=)",
            unit: "pt", range: ">= 0", source: "edge-swipe-back-readme.txt:102 minimumFlingDistance"),
        ParameterInfo(
            name: "curve", defaultValue: "rubber", words: ProgressCurve.allCases.map(\.rawValue),
            summary: "linear, rubber (with overshoot), ease-out",
            range: ProgressCurve.allCases.map(\.rawValue).joined(separator: ", "),
            source: "edge-swipe-back-readme.txt:166 progressCurve"),
        ParameterInfo(
            name: "overshoot", defaultValue: "0.18", summary: "past 1, progress approaches 1 + overshoot",
            range: ">= 0", source: "edge-swipe-back-readme.txt:166 rubberBand(overshoot:)"),
        ParameterInfo(
            name: "action", defaultValue: "automatic", words: ActionChoice.allCases.map(\.rawValue),
            summary: "automatic (pop if stack > 1, else dismiss), dismiss, pop, custom",
            range: ActionChoice.allCases.map(\.rawValue).joined(separator: ", "),
            source: "edge-swipe-back-readme.txt:51 action: .automatic()"),
        ParameterInfo(
            name: "stack", defaultValue: "1", summary: "navigation depth inside the modal",
            range: "a whole number >= 1", source: "docs/models.md#edge (the seed's navigation stack)"),
        ParameterInfo(
            name: "action-timing", defaultValue: "immediately", words: ActionTiming.allCases.map(\.rawValue),
            summary: "fire the action on release, or when the commit effect ends (at once for commit-effect none)",
            range: ActionTiming.allCases.map(\.rawValue).joined(separator: ", "),
            source: "edge-swipe-back-readme.txt:114 actionTiming"),
        ParameterInfo(
            name: "enabled", defaultValue: "true", words: ["true", "false"],
            summary: "false: the gesture never begins (mid-drag: cancels it); escape is ignored too",
            range: "true or false", source: "edge-swipe-back-readme.txt:38 isEnabled"),
        ParameterInfo(
            name: "vertical-padding", defaultValue: "8",
            summary: "the indicator's anchor stays this far inside the safe area",
            unit: "pt", range: ">= 0", source: "edge-swipe-back-readme.txt:108 verticalPadding"),
        ParameterInfo(
            name: "bubble-width", defaultValue: "34", summary: "indicator width at full progress",
            unit: "pt", range: ">= 0", source: "edge-swipe-back-readme.txt:125 bubbleWidth"),
        ParameterInfo(
            name: "bubble-height", defaultValue: "168", summary: "indicator height at full progress",
            unit: "pt", range: ">= 0", source: "edge-swipe-back-readme.txt:128 bubbleHeight"),
        ParameterInfo(
            name: "height-growth", defaultValue: "0.2", summary: "the part of the height that grows",
            range: "0 to 1", source: "edge-swipe-back-readme.txt:131 bubbleHeightGrowth"),
        ParameterInfo(
            name: "tracks-vertically", defaultValue: "true", words: flags,
            summary: "true: anchor-y follows the finger; false: it stays at the touch-down y (clamped alike)",
            range: "true or false", source: "edge-swipe-back-readme.txt:105 tracksTouchVertically"),
        ParameterInfo(
            name: "arm-haptic", defaultValue: "impact(light)", words: EdgeHaptic.allCases.map(\.text),
            summary: "played on entering armed: impact(light|medium|heavy|soft|rigid), selection, none",
            range: EdgeHaptic.allCases.map(\.text).joined(separator: ", "),
            source: "edge-swipe-back-readme.txt:111 armHaptic"),
        ParameterInfo(
            name: "disarm-haptic", defaultValue: "none", words: EdgeHaptic.allCases.map(\.text),
            summary: "played on leaving armed mid-drag (a release resets armed silently); haptics counts both",
            range: EdgeHaptic.allCases.map(\.text).joined(separator: ", "),
            source: "edge-swipe-back-readme.txt:111 disarmHaptic (nil)"),
        ParameterInfo(
            name: "cancel-timing", defaultValue: EdgeTiming.cancelDefault.text,
            summary: "how progress retracts on a cancel",
            range: EdgeTiming.range,
            source: "edge-swipe-back-readme.txt:169 cancelTiming"),
        ParameterInfo(
            name: "commit-effect", defaultValue: "fade", words: CommitEffect.allCases.map(\.rawValue),
            summary:
                "f runs 1 -> 0 over commit-timing: fade: bubble-opacity x f; collapse: bubble-width and "
                + "bubble-height x f; expand: x (2 - f); none: no effect, the commit ends at once "
                + "(collapse, expand, none: sheetlab's reading)",
            range: CommitEffect.allCases.map(\.rawValue).joined(separator: ", "),
            source: "edge-swipe-back-readme.txt:172 commitEffect"),
        ParameterInfo(
            name: "commit-timing", defaultValue: EdgeTiming.commitDefault.text,
            summary: "the commit effect's timing, as cancel-timing; action-timing after-commit waits for it",
            range: EdgeTiming.range,
            source: "edge-swipe-back-readme.txt:175 commitTiming"),
        ParameterInfo(
            name: "arm-transition", defaultValue: "0.15",
            summary:
                "seconds (0 to 3600): on crossing the threshold armed-color flips and icon-scale moves to armed-icon-scale "
                + "(and back) with easeInOut over this; a commit keeps the armed look until it ends "
                + "(sheetlab's reading)",
            unit: "s", range: "0 to 3600", source: "edge-swipe-back-readme.txt:178 armTransitionDuration"),
        ParameterInfo(
            name: "armed-icon-scale", defaultValue: "1.12", summary: "icon-scale while armed-color is true",
            range: ">= 0", source: "edge-swipe-back-readme.txt:155 armedIconScale"),
        ParameterInfo(
            name: "respects-reduce-motion", defaultValue: "true", words: flags,
            summary: "true: under reduce motion a spring timing runs as easeOut(duration: 0.2); false: springs stay",
            range: "true or false", source: "edge-swipe-back-readme.txt:181 respectsReduceMotion"),
        ParameterInfo(
            name: "fades-in", defaultValue: "true", words: flags,
            summary: "true: bubble-opacity = min(progress, 1); false: 1 whenever progress > 0",
            range: "true or false", source: "edge-swipe-back-readme.txt:146 fadesInWithProgress"),
        ParameterInfo(
            name: "should-begin", defaultValue: "true", words: flags,
            summary:
                "the shouldBegin guard, asked when a drag would begin: false fails the touch; a drag already "
                + "running and escape go on (sheetlab's reading; enabled=false stops both)",
            range: "true or false", source: "edge-swipe-back-readme.txt:61 shouldBegin"),
    ]

    private static let flags = ["true", "false"]

    /// Sets one parameter from its text.
    public mutating func set(_ name: String, to text: String) throws(ParameterError) {
        if let written {
            guard name == "design" else {
                throw .notInProfile(name: name, profile: "design-file", parameters: ["design"])
            }
            guard text == written.path else { throw .fixedAtCreation(name: name) }
            return
        }
        if name == "design" { throw .fixedAtCreation(name: name) }
        if name == "profile" {
            let chosen: Profile = try Self.word(name, text)
            predictiveBack = chosen == .android ? (predictiveBack ?? PredictiveBack()) : nil
            return
        }
        if PredictiveBack.table.contains(where: { $0.name == name }) {
            guard var android = predictiveBack else {
                throw .notInProfile(name: name, profile: "seed", parameters: Self.seedTable.map(\.name) + ["profile"])
            }
            _ = try android.set(name, to: text)
            predictiveBack = android
            return
        }
        switch name {
        case "edge": edge = try Self.word(name, text)
        case "hit-width": hitWidth = try ParameterParsing.number(text, for: name, .nonNegative)
        case "trigger": trigger = try ParameterParsing.number(text, for: name, .positive)
        case "velocity": velocity = try ParameterParsing.number(text, for: name, .nonNegative)
        case "min-fling": minFling = try ParameterParsing.number(text, for: name, .nonNegative)
        case "curve": curve = try Self.word(name, text)
        case "overshoot": overshoot = try ParameterParsing.number(text, for: name, .nonNegative)
        case "action": action = try Self.word(name, text)
        case "stack":
            guard let depth = Int(text), depth >= 1 else {
                throw .invalidValue(name: name, value: text, expected: "a whole number >= 1")
            }
            stack = depth
        case "action-timing": actionTiming = try Self.word(name, text)
        case "enabled": enabled = try Self.flag(name, text)
        case "vertical-padding": verticalPadding = try ParameterParsing.number(text, for: name, .nonNegative)
        case "bubble-width": bubbleWidth = try ParameterParsing.number(text, for: name, .nonNegative)
        case "bubble-height": bubbleHeight = try ParameterParsing.number(text, for: name, .nonNegative)
        case "height-growth": heightGrowth = try ParameterParsing.number(text, for: name, .unitInterval)
        case "tracks-vertically": tracksVertically = try Self.flag(name, text)
        case "arm-haptic": armHaptic = try EdgeHaptic(parsing: text, for: name)
        case "disarm-haptic": disarmHaptic = try EdgeHaptic(parsing: text, for: name)
        case "cancel-timing": cancelTiming = try EdgeTiming(parsing: text, for: name)
        case "commit-effect": commitEffect = try Self.word(name, text)
        case "commit-timing": commitTiming = try EdgeTiming(parsing: text, for: name)
        case "arm-transition":
            armTransition = try ParameterParsing.number(text, for: name, .nonNegative)
            guard armTransition <= EdgeTiming.seconds.upperBound else {
                throw .invalidValue(name: name, value: text, expected: "a number from 0 to 3600")
            }
        case "armed-icon-scale": armedIconScale = try ParameterParsing.number(text, for: name, .nonNegative)
        case "respects-reduce-motion": respectsReduceMotion = try Self.flag(name, text)
        case "fades-in": fadesIn = try Self.flag(name, text)
        case "should-begin": shouldBegin = try Self.flag(name, text)
        default:
            throw .unknownParameter(name: name, kind: .edge)
        }
    }

    /// The parameter's current value, written as a user would type it.
    public func text(of name: String) -> String? {
        if let written { return name == "design" ? written.path : nil }
        if name == "profile" { return profile.rawValue }
        if let android = predictiveBack, let text = android.text(of: name) { return text }
        return switch name {
        case "edge": edge.rawValue
        case "hit-width": ParameterParsing.text(hitWidth)
        case "trigger": ParameterParsing.text(trigger)
        case "velocity": ParameterParsing.text(velocity)
        case "min-fling": ParameterParsing.text(minFling)
        case "curve": curve.rawValue
        case "overshoot": ParameterParsing.text(overshoot)
        case "action": action.rawValue
        case "stack": String(stack)
        case "action-timing": actionTiming.rawValue
        case "enabled": String(enabled)
        case "vertical-padding": ParameterParsing.text(verticalPadding)
        case "bubble-width": ParameterParsing.text(bubbleWidth)
        case "bubble-height": ParameterParsing.text(bubbleHeight)
        case "height-growth": ParameterParsing.text(heightGrowth)
        case "tracks-vertically": String(tracksVertically)
        case "arm-haptic": armHaptic.text
        case "disarm-haptic": disarmHaptic.text
        case "cancel-timing": cancelTiming.text
        case "commit-effect": commitEffect.rawValue
        case "commit-timing": commitTiming.text
        case "arm-transition": ParameterParsing.text(armTransition)
        case "armed-icon-scale": ParameterParsing.text(armedIconScale)
        case "respects-reduce-motion": String(respectsReduceMotion)
        case "fades-in": String(fadesIn)
        case "should-begin": String(shouldBegin)
        default: nil
        }
    }

    /// Visual progress for drag progress `p` (docs/models.md#edge).
    public func progress(forDragProgress p: Double) -> Double {
        switch curve {
        case .linear: p
        case .rubber: RubberBand.overshoot(progress: p, overshoot: overshoot)
        case .easeOut: p <= 1 ? 1 - (1 - p) * (1 - p) : RubberBand.overshoot(progress: p, overshoot: overshoot)
        }
    }

    private static func flag(_ name: String, _ text: String) throws(ParameterError) -> Bool {
        switch text {
        case "true": return true
        case "false": return false
        default: throw .invalidValue(name: name, value: text, expected: "true or false")
        }
    }

    private static func word<Word: RawRepresentable & CaseIterable>(
        _ name: String, _ text: String
    ) throws(ParameterError) -> Word where Word.RawValue == String {
        guard let word = Word(rawValue: text) else {
            throw .invalidValue(
                name: name, value: text, expected: "one of " + Word.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return word
    }
}

/// A physical screen edge (`state.edge` of EdgeSwipeBack: `.left` or `.right`).
public enum PhysicalEdge: String, Sendable, Hashable {
    case left, right

    /// +1 when moving right goes away from the edge, -1 otherwise.
    public var awayDirection: Double { self == .left ? 1 : -1 }
}
