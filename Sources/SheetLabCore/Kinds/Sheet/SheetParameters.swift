/// The parameters of a `sheet`, with the defaults of docs/models.md.
///
/// Values arrive as text (`new sheet s detents=200,medium,large`, `set s.dismiss disabled`);
/// anything that is not a value of the parameter is a `ParameterError`, never a crash.
public struct SheetParameters: Sendable, Hashable {
    /// `dismiss`: whether drags, flicks, backdrop taps and escape may dismiss.
    public enum DismissMode: String, Sendable, Hashable, CaseIterable {
        case enabled
        /// `interactiveDismissDisabled()`: a release that would dismiss snaps instead.
        case disabled
    }

    /// `background`: `presentationBackgroundInteraction` of the native sheet.
    public enum Background: Sendable, Hashable {
        /// Always dimmed; a backdrop tap dismisses.
        case none
        /// `.enabled(upThrough:)`: at that detent's height or lower, no dim and taps pass through.
        case through(SheetDetent)
    }

    // Stored with what a frame reads first (the profile, the detents, the backdrop and the
    // background; a custom or action sheet's height or actions), so that a frame reads one run of
    // the machine's memory (`SheetMachine`); the rest follows, in docs/models.md order.
    /// `profile`: the design the sheet follows; chosen at creation, it resets every other
    /// parameter to that design's default.
    public var profile = SheetProfile.Name.multiHeight
    /// `detents`, in the order written; never empty, no duplicates.
    public var detents: [SheetDetent] = [
        SheetDetent(size: .height(200), spelling: "200"),
        SheetDetent(size: .medium, spelling: "medium"),
        SheetDetent(size: .large, spelling: "large"),
    ]
    /// `backdrop`: dim opacity while dimmed (0...1; the seed's `Color.black.opacity(0.3)`).
    public var backdrop = 0.3
    /// `background`.
    public var background = Background.none
    /// `height` (custom): the sheet's own height, pt, >= 0. The seed sizes the sheet by its content:
    /// the handle row, 10 + 5 + 20 pt (`.frame(height: 5)`, `.padding(.top, 10)`,
    /// `.padding(.bottom, 20)`), over a content the seed leaves open; sheetlab takes 200 pt of
    /// content, the seed's own short sheet (`.height(200)`, `SheetDetent.small`): 235.
    public var height = 235.0
    /// `actions` (action): how many action buttons above Cancel; the seed's usage lists three
    /// (Share, Copy Link, Delete).
    public var actions = 3
    /// `detent`: index into `detents` of the detent selected at presentation.
    public var presentationDetent = 0
    /// `dismiss-below`: a release with a model height under this dismisses (pt, >= 0).
    public var dismissBelow = 100.0
    /// `fling-distance`: a release whose predicted end translation (down) is more than this
    /// dismisses (pt, >= 0; the seed's `velocity < -500` on `-predictedEndTranslation`).
    public var flingDistance = 500.0
    /// `dismiss`.
    public var dismiss = DismissMode.enabled
    /// `min-distance`: `DragGesture()`'s default minimum distance (pt, >= 0).
    public var minDistance = 10.0
    /// `dismiss-offset` (custom): a release with the seed's `offset` above this dismisses
    /// (`offset > 150`), pt, >= 0; also the scale of `progress`.
    public var dismissOffset = 150.0
    /// A peer library's parameters (`profile=floatingpanel`, ...); nil for the seed's designs.
    public var panel: PanelConfiguration?

    /// The multi-height defaults.
    public init() {}

    /// The defaults of `profile`: the custom sheet dismisses on a prediction over 200
    /// (`velocity > 200`, its `velocity` being `predictedEndTranslation.height`).
    public init(profile: SheetProfile.Name) {
        self.profile = profile
        if profile == .custom { flingDistance = 200 }
        panel = SheetProfile.named(profile).panel
    }

    /// `profile=`: listed first, set first (it resets the others).
    public static let profileInfo = ParameterInfo(
        name: "profile", defaultValue: "multi-height", words: SheetProfile.spellings,
        summary: "the design: the seed's multi-height (seed), custom, action or filter, or a peer library's "
            + "floatingpanel, material, panmodal or gorhom; chosen at creation",
        range: SheetProfile.spellings.joined(separator: ", "),
        source: "bottom-sheets-with-detents.txt:315, 212, 422, 537 (the seed's four sheets); the peers' sources "
            + "under help sheet", choosesDesign: true)

    /// `design=`: a design file the sheet follows instead of a profile (docs/design-language.md).
    public static let designInfo = ParameterInfo.designFile(.sheet)

    /// Every parameter of every profile, for the parser and completion: `profile`, then the
    /// multi-height parameters in docs/models.md order, then those only other profiles read, then
    /// `design`.
    public static let table: [ParameterInfo] = {
        var table = [profileInfo] + multiHeightTable + [heightInfo, dismissOffsetInfo, actionsInfo]
        for profile in SheetProfile.all {
            for info in profile.parameterTable where !table.contains(where: { $0.name == info.name }) {
                table.append(info)
            }
        }
        table.append(designInfo)
        return table
    }()

    /// The multi-height profile's parameters, in docs/models.md order.
    public static let multiHeightTable: [ParameterInfo] = [
        ParameterInfo(
            name: "detents", defaultValue: "200,medium,large",
            summary: "comma list of detents: NNN (pt), NN% (of the screen height), medium (50%), large (90%)",
            range: "a comma list of NNN, NN%, medium or large, no detent twice",
            source: "bottom-sheets-with-detents.txt:341 detents (heights: lines 331 to 333)"),
        ParameterInfo(
            name: "detent", defaultValue: "200",
            summary: "the detent selected at presentation, written as in detents",
            range: "one of detents", source: "bottom-sheets-with-detents.txt:340 currentDetent; the first of detents",
            wordsFrom: "detents"),
        ParameterInfo(
            name: "dismiss-below", defaultValue: "100", summary: "a release with a height under this dismisses",
            unit: "pt", range: ">= 0", source: "bottom-sheets-with-detents.txt:395 currentHeight < 100"),
        ParameterInfo(
            name: "fling-distance", defaultValue: "500",
            summary: "a release whose predicted end translation is more than this, downward, dismisses",
            unit: "pt", range: ">= 0", source: "bottom-sheets-with-detents.txt:387 and 395 velocity < -500"),
        ParameterInfo(
            name: "dismiss", defaultValue: "enabled", words: ["enabled", "disabled"],
            summary: "disabled: no drag, flick, backdrop tap or escape dismisses",
            range: "enabled or disabled", source: "SwiftUI interactiveDismissDisabled (the seed has none)"),
        ParameterInfo(
            // No `words`: `through:DETENT` takes any detent spelling, and the script reads `words`
            // as the complete list of accepted values.
            name: "background", defaultValue: "none",
            summary: "through:DETENT: up to that detent the backdrop is not dimmed and taps pass through",
            range: "none or through:DETENT",
            source: "bottom-sheets-with-detents.txt:195 presentationBackgroundInteraction"),
        ParameterInfo(
            name: "backdrop", defaultValue: "0.3", summary: "backdrop dim while dimmed (0 to 1)",
            range: "0 to 1", source: "bottom-sheets-with-detents.txt:353 Color.black.opacity"),
        ParameterInfo(
            name: "min-distance", defaultValue: "10", summary: "drag distance before the gesture begins",
            unit: "pt", range: ">= 0", source: "bottom-sheets-with-detents.txt:381 DragGesture() (SwiftUI's default 10)"
        ),
    ]

    static let heightInfo = ParameterInfo(
        name: "height", defaultValue: "235",
        summary: "the sheet's height: the seed's handle row (10 + 5 + 20) over 200 pt of content (pt, >= 0)",
        unit: "pt", range: ">= 0", source: "bottom-sheets-with-detents.txt:241 CustomBottomSheet handle and content")
    static let dismissOffsetInfo = ParameterInfo(
        name: "dismiss-offset", defaultValue: "150",
        summary: "a release with offset above this dismisses (seed: offset > 150); the scale of progress",
        unit: "pt", range: ">= 0", source: "bottom-sheets-with-detents.txt:259 offset > 150")
    static let actionsInfo = ParameterInfo(
        name: "actions", defaultValue: "3",
        summary: "action buttons above Cancel (the seed's usage: Share, Copy Link, Delete; 0 to 20)",
        range: "a whole number from 0 to 20",
        source: "bottom-sheets-with-detents.txt:512 actions: Share, Copy Link, Delete")
    static let backdropInfo = ParameterInfo(
        name: "backdrop", defaultValue: "0.3", summary: "backdrop dim (seed: Color.black.opacity(0.3); 0 to 1)",
        range: "0 to 1", source: "bottom-sheets-with-detents.txt:228, 449, 551 Color.black.opacity")

    /// The custom profile's parameters.
    public static let customTable: [ParameterInfo] = [
        heightInfo, dismissOffsetInfo,
        ParameterInfo(
            name: "fling-distance", defaultValue: "200",
            summary: "a release whose predicted end translation is more than this dismisses (seed: velocity > 200)",
            unit: "pt", range: ">= 0", source: "bottom-sheets-with-detents.txt:259 velocity > 200"),
        backdropInfo,
        ParameterInfo(
            name: "min-distance", defaultValue: "10", summary: "DragGesture()'s default minimum distance",
            unit: "pt", range: ">= 0", source: "bottom-sheets-with-detents.txt:252 DragGesture() (SwiftUI's default 10)"
        ),
    ]

    /// The action profile's parameters.
    public static let actionTable: [ParameterInfo] = [actionsInfo, backdropInfo]

    /// The filter profile's parameters.
    public static let filterTable: [ParameterInfo] = [backdropInfo]

    /// The profile's own parameters.
    public var parameterTable: [ParameterInfo] { SheetProfile.named(profile).parameterTable }

    /// The selected-at-presentation detent.
    public var selectedAtPresentation: SheetDetent { detents[presentationDetent] }

    /// The index of the listed detent `text` names (`50%` finds a listed `50.0%`), if any.
    public func index(ofDetent text: String) -> Int? {
        guard let detent = SheetDetent(parsing: Substring(text)) else { return nil }
        return detents.firstIndex { $0.size == detent.size }
    }

    /// Sets the parameters of `new` as one set: in table order (so `detents` is read before
    /// `detent`, whatever order they were written in), `detent` defaulting to the first listed.
    public mutating func configure(_ assignments: [ParameterSetting]) throws(ParameterError) {
        if let unknown = assignments.first(where: { setting in !Self.table.contains { $0.name == setting.name } }) {
            throw .unknownParameter(name: unknown.name, kind: .sheet)
        }
        for info in Self.table {
            if let setting = assignments.last(where: { $0.name == info.name }) {
                try set(setting.name, to: setting.value)
            }
            if info.name == "detents" { presentationDetent = 0 }
        }
    }

    /// Sets one parameter from its text.
    ///
    /// A new `detents` list keeps the presentation detent when it is still listed, else takes
    /// the first (a modelling choice: the list decides what can be selected).
    public mutating func set(_ name: String, to text: String) throws(ParameterError) {
        if name == "design" { throw .fixedAtCreation(name: name) }
        if name == "profile" {
            guard let chosen = SheetProfile.parse(text) else {
                throw .invalidValue(
                    name: name, value: text, expected: "one of " + SheetProfile.spellings.joined(separator: ", "))
            }
            self = SheetParameters(profile: chosen)
            return
        }
        try Self.check(name, isReadBy: profile)
        if var panel, try panel.set(name, to: text) {
            self.panel = panel
            return
        }
        switch name {
        case "detents":
            switch SheetDetent.parseList(text) {
            case .success(let list):
                let kept = detents[presentationDetent].size
                detents = list
                presentationDetent = list.firstIndex { $0.size == kept } ?? 0
            case .failure(.duplicate(let item)):
                throw .invalidValue(name: name, value: text, expected: "no duplicate detents ('\(item)' repeats)")
            case .failure(.invalid(let item)):
                throw .invalidValue(
                    name: name, value: text,
                    expected: "a comma list of NNN, NN%, medium or large ('\(item)' is not one)"
                        + Suggestion.hint(for: item, in: SheetDetent.words))
            }
        case "detent":
            guard let index = index(ofDetent: text) else {
                // Only the words are suggested: '250' is not a typo of '200'.
                let words = detents.map(\.spelling).filter(SheetDetent.words.contains)
                throw .invalidValue(
                    name: name, value: text,
                    expected: "one of " + detents.map(\.spelling).joined(separator: ", ")
                        + Suggestion.hint(for: text, in: words))
            }
            presentationDetent = index
        case "dismiss-below": dismissBelow = try Self.length(name, text)
        case "fling-distance": flingDistance = try Self.length(name, text)
        case "min-distance": minDistance = try Self.length(name, text)
        case "height": height = try Self.length(name, text)
        case "dismiss-offset": dismissOffset = try Self.length(name, text)
        case "actions":
            guard let count = Int(text), (0...20).contains(count) else {
                throw .invalidValue(name: name, value: text, expected: "a whole number from 0 to 20")
            }
            actions = count
        case "backdrop":
            backdrop = try ParameterParsing.number(text, for: name, .unitInterval)
        case "dismiss":
            guard let mode = DismissMode(rawValue: text) else {
                throw .invalidValue(name: name, value: text, expected: "enabled or disabled")
            }
            dismiss = mode
        case "background":
            if text == "none" {
                background = .none
            } else if text.hasPrefix("through:"), let detent = SheetDetent(parsing: text.dropFirst(8)) {
                background = .through(detent)
            } else {
                throw .invalidValue(name: name, value: text, expected: "none or through:DETENT")
            }
        default:
            throw .unknownParameter(name: name, kind: .sheet)
        }
    }

    /// Refuses a parameter that another profile reads but `profile` does not; a name no profile
    /// reads passes, for the caller to refuse as unknown.
    static func check(_ name: String, isReadBy profile: SheetProfile.Name) throws(ParameterError) {
        let read = SheetProfile.named(profile).parameterTable
        guard read.contains(where: { $0.name == name }) || !table.contains(where: { $0.name == name }) else {
            throw .notInProfile(name: name, profile: profile.rawValue, parameters: read.map(\.name))
        }
    }

    /// The parameter's current value, written as a user would type it.
    public func text(of name: String) -> String? {
        if name == "profile" { return profile.rawValue }
        guard parameterTable.contains(where: { $0.name == name }) else { return nil }
        if let panel { return panel.text(of: name) }
        return switch name {
        case "detents": detents.map(\.spelling).joined(separator: ",")
        case "detent": detents[presentationDetent].spelling
        case "dismiss-below": ParameterParsing.text(dismissBelow)
        case "fling-distance": ParameterParsing.text(flingDistance)
        case "min-distance": ParameterParsing.text(minDistance)
        case "height": ParameterParsing.text(height)
        case "dismiss-offset": ParameterParsing.text(dismissOffset)
        case "actions": String(actions)
        case "backdrop": ParameterParsing.text(backdrop)
        case "dismiss": dismiss.rawValue
        case "background":
            switch background {
            case .none: "none"
            case .through(let detent): "through:" + detent.spelling
            }
        default: nil
        }
    }

    /// The content's height at rest on a screen `screenHeight` tall, for every profile but
    /// multi-height (whose height is its detent's).
    ///
    /// - custom: `height`.
    /// - action: `actions + 1` rows of 54 pt (a 22 pt body line, Apple HIG Typography "Body" leading,
    ///   inside `.padding()`'s 16 pt above and below), `VStack(spacing: 8)` between the groups and
    ///   the outer `.padding()`'s 16 pt above and below (dividers are hairlines): 256 for 3 actions.
    /// - filter: `.frame(maxHeight: UIScreen.main.bounds.height * 0.7)`, which its `ScrollView`
    ///   fills: 611.8 on the default screen.
    // Inlined into `SheetMachine.detentHeight`, which every frame reads: as a call, its `self`
    // made each frame copy the parameters to the stack first.
    @inline(__always)
    public func contentHeight(screenHeight: Double) -> Double {
        switch SheetProfile.named(profile).size {
        case .detent: detents[presentationDetent].height(screenHeight: screenHeight)
        case .heightParameter: height
        case .actionRows: Double(actions + 1) * 54 + 8 + 32
        case .screenFraction(let fraction): screenHeight * fraction
        case .panel: 0  // a peer library's sheet rests where its positions say (`PanelDesign`)
        }
    }

    /// A finite length in points, >= 0.
    private static func length(_ name: String, _ text: String) throws(ParameterError) -> Double {
        try ParameterParsing.number(text, for: name, .nonNegative)
    }
}
