import Testing

@testable import SheetLabCore

/// The sheet's other seed designs (issue 19; seed: bottom-sheets-with-detents.txt): the custom
/// sheet's release, drag and layout, the action and filter sheets' buttons, the profile parameter.
/// Default screen 402 x 874, T/B 62/34, C 778.
struct SheetProfileTests {
    // MARK: - The custom sheet's release

    /// One release of `CustomBottomSheet`: `velocity > 200 || offset > 150`, where the seed's
    /// `velocity` is `predictedEndTranslation.height`.
    struct CustomReleaseCase: CustomTestStringConvertible, Sendable {
        let name: String
        var parameters: [(String, String)] = []
        let dy: Double
        let seconds: Double
        /// Transition lines and callbacks from the drag through `settle` (armed lines left out).
        let lines: [String]
        var testDescription: String { name }
    }

    static let customReleases: [CustomReleaseCase] = [
        CustomReleaseCase(
            name: "offset 150.0 (not > 150) springs back", dy: 150, seconds: 1,
            lines: [
                "idle -> dragging",
                "dragging -> cancelling (release: predicted 187.5 <= fling-distance 200.0, offset 150.0 <= "
                    + "dismiss-offset 150.0)",
                "cancelling -> idle",
            ]),
        CustomReleaseCase(
            name: "offset 150.1 dismisses", dy: 150.1, seconds: 1,
            lines: [
                "idle -> dragging", "dragging -> committing (release: offset 150.1 > dismiss-offset 150.0)",
                "onDismiss", "committing -> dismissed",
            ]),
        CustomReleaseCase(
            name: "predicted 200.0 (not > 200) springs back", dy: 100, seconds: 0.25,
            lines: [
                "idle -> dragging",
                "dragging -> cancelling (release: predicted 200.0 <= fling-distance 200.0, offset 100.0 <= "
                    + "dismiss-offset 150.0)",
                "cancelling -> idle",
            ]),
        CustomReleaseCase(
            name: "predicted 200.2 dismisses", dy: 100.1, seconds: 0.25,
            lines: [
                "idle -> dragging", "dragging -> committing (release: predicted 200.2 > fling-distance 200.0)",
                "onDismiss", "committing -> dismissed",
            ]),
        CustomReleaseCase(
            name: "an upward drag keeps offset 0 and rests at once", dy: -100, seconds: 0.25,
            lines: [
                "idle -> dragging",
                "dragging -> idle (release: predicted -200.0 <= fling-distance 200.0, offset 0.0 <= "
                    + "dismiss-offset 150.0)",
            ]),
        CustomReleaseCase(
            name: "fling-distance 300 keeps a 200.2 prediction", parameters: [("fling-distance", "300")], dy: 100.1,
            seconds: 0.25,
            lines: [
                "idle -> dragging",
                "dragging -> cancelling (release: predicted 200.2 <= fling-distance 300.0, offset 100.1 <= "
                    + "dismiss-offset 150.0)",
                "cancelling -> idle",
            ]),
        CustomReleaseCase(
            name: "dismiss-offset 50 dismisses at offset 60", parameters: [("dismiss-offset", "50")], dy: 60,
            seconds: 1,
            lines: [
                "idle -> dragging", "dragging -> committing (release: offset 60.0 > dismiss-offset 50.0)", "onDismiss",
                "committing -> dismissed",
            ]),
    ]

    @Test(arguments: customReleases)
    func customReleaseDecides(_ example: CustomReleaseCase) throws {
        var rig = try SheetRig([("profile", "custom")] + example.parameters)
        let start = rig.records.count
        try rig.drag(dx: 0, dy: example.dy, over: example.seconds)
        try rig.settle()
        let lines = Lines.all(Array(rig.records[start...])).filter { $0 != "armed" && $0 != "disarmed" }
        #expect(lines == example.lines)
        #expect(rig.machine.lastDecision?.text.source == "seed CustomBottomSheet DragGesture().onEnded")
    }

    @Test func springBackUsesTheDefaultSpringAndDismissalKeepsTheOffset() throws {
        var rig = try SheetRig([("profile", "custom")])
        try rig.drag(dx: 0, dy: 100, over: 1)
        #expect(rig.phase == .cancelling)
        #expect(rig.word(.animation) == "spring()")
        #expect(rig.number(.dragProgress) == 0, "the seed's offset is 0 at once; the drawn one springs")
        #expect(rig.number(.offset) == 100, "as of the last frame")
        try rig.settle()
        try rig.drag(dx: 0, dy: 160, over: 1)
        #expect(rig.phase == .committing)
        #expect(rig.machine.contentOffset == 160)
        try rig.settle()
        #expect(rig.number(.offset) == 160 + 235, "leaves from the kept offset, down by its height")
        #expect(rig.number(.progress) == 1)
        try rig.present()
        #expect(rig.machine.contentOffset == 0, "onChange(of: isPresented) resets offset")
        #expect(rig.number(.offset) == 0)
    }

    @Test func aDragDuringTheSpringBackReadsItsOwnTranslation() throws {
        var rig = try SheetRig([("profile", "custom")])
        try rig.drag(dx: 0, dy: 120, over: 1)
        rig.step(frames: 3)
        // Tolerance 0.05: the drawn values as the transcript prints them (one decimal).
        #expect(abs(rig.number(.offset) - 104.7) < 0.05, "the spring back has begun")
        try rig.drag(dx: 0, dy: 40, over: 0.1, hold: true)
        #expect(rig.phase == .dragging)
        #expect(rig.machine.contentOffset == 40, "max(0, translation + lastOffset) with lastOffset 0")
        #expect(abs(rig.number(.offset) - 91.4) < 0.05, "40 plus the spring back decaying on top")
        try rig.release()
        let decision = try #require(rig.machine.lastDecision)
        #expect(decision.text.reason == "predicted 140.0 <= fling-distance 200.0, offset 40.0 <= dismiss-offset 150.0")
        #expect(decision.text.quirks.count == 1)
        #expect(decision.text.quirks[0].hasPrefix("lastOffset is set to 0 at every release"))
        #expect(decision.text.comparisons.last?.hasPrefix("drawn offset ") == true)
    }

    @Test func theCustomSheetRestsAtTheBottomOfTheContainer() throws {
        let rig = try SheetRig([("profile", "custom")])
        let environment = rig.world.environment
        let rectangle = rig.machine.contentRectangle(in: environment)
        // Bottom at T + C = 840; 235 tall.
        #expect(rectangle == Rectangle(minX: 0, minY: 605, maxX: 402, maxY: 840))
        #expect(rig.machine.defaultDragStart(in: environment) == Point(x: 201, y: 625))
        #expect(rig.number(.height) == 235)
        #expect(rig.word(.detent) == "none")
    }

    // MARK: - Heights of the other profiles

    struct HeightCase: CustomTestStringConvertible, Sendable {
        let name: String
        let parameters: [(String, String)]
        let screenHeight: Double
        let height: Double
        var testDescription: String { name }
    }

    static let heights: [HeightCase] = [
        HeightCase(
            name: "custom default: 10 + 5 + 20 + 200", parameters: [("profile", "custom")], screenHeight: 874,
            height: 235),
        HeightCase(
            name: "custom height=400", parameters: [("profile", "custom"), ("height", "400")], screenHeight: 874,
            height: 400),
        HeightCase(
            name: "action, 3 actions: 4 x 54 + 8 + 32", parameters: [("profile", "action")], screenHeight: 874,
            height: 256),
        HeightCase(
            name: "action, 0 actions: Cancel alone", parameters: [("profile", "action"), ("actions", "0")],
            screenHeight: 874, height: 94),
        HeightCase(
            name: "action, 5 actions", parameters: [("profile", "action"), ("actions", "5")], screenHeight: 874,
            height: 364),
        HeightCase(name: "filter: 0.7 x 874", parameters: [("profile", "filter")], screenHeight: 874, height: 611.8),
        HeightCase(name: "filter: 0.7 x 1000", parameters: [("profile", "filter")], screenHeight: 1000, height: 700),
    ]

    @Test(arguments: heights)
    func contentHeight(_ example: HeightCase) throws {
        var parameters = SheetParameters()
        for (name, value) in example.parameters { try parameters.set(name, to: value) }
        // Tolerance 1e-9: 0.7 x 874 is not exact in binary.
        #expect(abs(parameters.contentHeight(screenHeight: example.screenHeight) - example.height) < 1e-9)
    }

    // MARK: - Buttons

    struct PressCase: CustomTestStringConvertible, Sendable {
        let name: String
        let parameters: [(String, String)]
        let button: String
        /// What the press prints, in order.
        let lines: [String]
        let phase: Phase
        let source: String
        var testDescription: String { name }
    }

    static let presses: [PressCase] = [
        PressCase(
            name: "action 1 runs its action, then dismisses", parameters: [("profile", "action")], button: "action 1",
            lines: ["action 1", "idle -> committing (press action 1)", "onDismiss"], phase: .committing,
            source: "seed ActionBottomSheet action Button { action.action(); withAnimation { isPresented = false } }"),
        PressCase(
            name: "action 5 of five", parameters: [("profile", "action"), ("actions", "5")], button: "action 5",
            lines: ["action 5", "idle -> committing (press action 5)", "onDismiss"], phase: .committing,
            source: "seed ActionBottomSheet action Button { action.action(); withAnimation { isPresented = false } }"),
        PressCase(
            name: "cancel only dismisses", parameters: [("profile", "action")], button: "cancel",
            lines: ["idle -> committing (press cancel)", "onDismiss"], phase: .committing,
            source: "seed ActionBottomSheet \"Cancel\" button: withAnimation { isPresented = false }"),
        PressCase(
            name: "reset empties the filters and stays", parameters: [("profile", "filter")], button: "reset",
            lines: ["selectedFilters.removeAll()"], phase: .idle,
            source: "seed FilterBottomSheet Button(\"Reset\") { selectedFilters.removeAll() }"),
        PressCase(
            name: "done dismisses", parameters: [("profile", "filter")], button: "done",
            lines: ["idle -> committing (press done)", "onDismiss"], phase: .committing,
            source: "seed FilterBottomSheet \"Done\" button: withAnimation { isPresented = false }"),
        PressCase(
            name: "apply dismisses", parameters: [("profile", "filter")], button: "apply",
            lines: ["idle -> committing (press apply)", "onDismiss"], phase: .committing,
            source: "seed FilterBottomSheet \"Apply Filters (N)\" button: withAnimation { isPresented = false }"),
    ]

    @Test(arguments: presses)
    func pressDoesWhatTheSeedDoes(_ example: PressCase) throws {
        var rig = try SheetRig(example.parameters)
        let lines = Lines.all(try rig.press(example.button))
        #expect(lines == example.lines)
        #expect(rig.phase == example.phase)
        let decision = try #require(rig.machine.lastDecision)
        #expect(decision.trigger == .press)
        #expect(decision.text.source == example.source)
        if example.phase == .committing {
            #expect(rig.word(.animation) == "spring()", "the ZStack's .animation(.spring(), value: isPresented)")
            #expect(decision.text.quirks == [SheetProfile.defaultAnimationOverridden])
            try rig.settle()
            #expect(rig.phase == .dismissed)
            #expect(rig.integer(.dismissed) == 1)
        }
    }

    struct ButtonListCase: CustomTestStringConvertible, Sendable {
        let parameters: [(String, String)]
        let buttons: [String]
        var testDescription: String { parameters.map { "\($0.0)=\($0.1)" }.joined(separator: " ") }
    }

    static let buttonLists: [ButtonListCase] = [
        ButtonListCase(parameters: [], buttons: []),
        ButtonListCase(parameters: [("profile", "custom")], buttons: []),
        ButtonListCase(parameters: [("profile", "action")], buttons: ["action 1", "action 2", "action 3", "cancel"]),
        ButtonListCase(parameters: [("profile", "action"), ("actions", "0")], buttons: ["cancel"]),
        ButtonListCase(parameters: [("profile", "filter")], buttons: ["reset", "done", "apply"]),
    ]

    @Test(arguments: buttonLists)
    func buttonsFollowTheProfile(_ example: ButtonListCase) throws {
        #expect(try SheetRig(example.parameters).machine.buttons == example.buttons)
    }

    @Test func aSecondPressWhileLeavingIsIgnored() throws {
        var rig = try SheetRig([("profile", "action")])
        try rig.press("action 2")
        let second = try rig.press("cancel")
        #expect(second.map(\.occurrence) == [.ignored(.pressWhileHidden("cancel", phase: .committing))])
        try rig.settle()
        #expect(Lines.callbacks(rig.records) == ["action 2", "onDismiss"])
    }

    @Test func pressingAButtonTheSheetLacksIsRefused() throws {
        var rig = try SheetRig([("profile", "action"), ("actions", "2")])
        #expect(
            throws: WorldError.unknownButton(
                sheet: "s", button: "action 3", buttons: ["action 1", "action 2", "cancel"], suggestion: "action 1")
        ) { try rig.press("action 3") }
        var plain = try SheetRig()
        #expect(throws: WorldError.unknownButton(sheet: "s", button: "close", buttons: [], suggestion: nil)) {
            try plain.press("close")
        }
    }

    @Test(arguments: ["action", "filter"])
    func aDragOnAButtonSheetMovesNothingAndSaysWhy(_ profile: String) throws {
        var rig = try SheetRig([("profile", profile)])
        let records = try rig.drag(dx: 0, dy: 200, over: 0.25)
        let design = profile == "action" ? "ActionBottomSheet" : "FilterBottomSheet"
        #expect(records.map(\.occurrence).map(\.ignoredReason) == ["touch: seed \(design) attaches no DragGesture"])
        #expect(records.first?.event == "touchBegan")
        #expect(rig.phase == .idle)
        #expect(rig.number(.offset) == 0)
        let decision = try #require(rig.machine.lastDecision)
        #expect(decision.trigger == .drag)
        #expect(decision.text.outcome == "ignored")
    }

    // MARK: - The profile parameter

    struct ParameterErrorCase: CustomTestStringConvertible, Sendable {
        let name: String
        let parameters: [(String, String)]
        let error: ParameterError
        var testDescription: String { name }
    }

    static let parameterErrors: [ParameterErrorCase] = [
        ParameterErrorCase(
            name: "detents is not a custom parameter", parameters: [("profile", "custom"), ("detents", "200")],
            error: .notInProfile(
                name: "detents", profile: "custom",
                parameters: ["height", "dismiss-offset", "fling-distance", "backdrop", "min-distance"])),
        ParameterErrorCase(
            name: "height is not a multi-height parameter", parameters: [("height", "300")],
            error: .notInProfile(
                name: "height", profile: "multi-height",
                parameters: [
                    "detents", "detent", "dismiss-below", "fling-distance", "dismiss", "background", "backdrop",
                    "min-distance",
                ])),
        ParameterErrorCase(
            name: "min-distance is not an action parameter",
            parameters: [("profile", "action"), ("min-distance", "5")],
            error: .notInProfile(name: "min-distance", profile: "action", parameters: ["actions", "backdrop"])),
        ParameterErrorCase(
            name: "an unknown profile", parameters: [("profile", "bottomsheet")],
            error: .invalidValue(
                name: "profile", value: "bottomsheet",
                expected: "one of " + SheetProfile.spellings.joined(separator: ", "))),
        ParameterErrorCase(
            name: "21 actions", parameters: [("profile", "action"), ("actions", "21")],
            error: .invalidValue(name: "actions", value: "21", expected: "a whole number from 0 to 20")),
    ]

    @Test(arguments: parameterErrors)
    func parametersOutsideTheProfileAreRefused(_ example: ParameterErrorCase) throws {
        var parameters = SheetParameters()
        let last = try #require(example.parameters.last)
        for (name, value) in example.parameters.dropLast() { try parameters.set(name, to: value) }
        #expect(throws: example.error) { try parameters.set(last.0, to: last.1) }
    }

    @Test func profileResetsTheOthersAndIsChosenBeforeThePresentation() throws {
        var parameters = SheetParameters()
        try parameters.set("backdrop", to: "0.5")
        try parameters.set("profile", to: "custom")
        #expect(parameters == SheetParameters(profile: .custom))
        #expect(parameters.flingDistance == 200, "the seed's velocity > 200")
        try parameters.set("profile", to: "seed")
        #expect(parameters == SheetParameters(), "seed is the multi-height profile")
        var rig = try SheetRig([("profile", "custom")])
        #expect(throws: WorldError.parameter(.fixedAtCreation(name: "profile"))) { try rig.set("profile", "action") }
        #expect(rig.machine.parameterText("profile") == "custom")
    }

    @Test func defaultAnimationIsTheIOS17Spring() {
        #expect(Spring.defaultAnimation == Spring(response: 0.55, dampingFraction: 1.0))
        #expect(SheetProfile.defaultAnimationSpelling == "spring(response: 0.55, dampingFraction: 1.0)")
    }

    // MARK: - Exhaustive phase x event, per profile

    /// Named starting states of `profile`, each phase it reaches.
    static func startingStates(_ profile: String) throws -> [(String, SheetMachine)] {
        let parameters = [("profile", profile)]
        var states: [(String, SheetMachine)] = []
        var never = SheetMachine()
        _ = try never.setParameter("profile", to: profile, at: 0, in: Environment())
        states.append(("never presented", never))
        var idle = try SheetRig(parameters)
        states.append(("idle", idle.machine))
        states.append(("presenting", try SheetRig(parameters, animated: true).machine))
        if profile == "custom" {
            var dragging = idle
            try dragging.drag(dx: 0, dy: 100, over: 1, hold: true)
            states.append(("dragging", dragging.machine))
            var cancelling = idle
            try cancelling.drag(dx: 0, dy: 100, over: 1)
            states.append(("cancelling", cancelling.machine))
            var grabbed = cancelling
            try grabbed.touchDown(try grabbed.world.defaultDragStart(sheet: "s"))
            states.append(("cancelling with a touch", grabbed.machine))
        } else {
            var touched = idle
            try touched.touchDown(try touched.world.defaultDragStart(sheet: "s"))
            states.append(("idle with an ignored touch", touched.machine))
        }
        try idle.escape()
        states.append(("committing", idle.machine))
        try idle.settle()
        states.append(("dismissed", idle.machine))
        return states
    }

    @Test(arguments: ["custom", "action", "filter"])
    func everyPhaseTakesEveryEventPairSafely(_ profile: String) throws {
        let environment = Environment()
        let states = try Self.startingStates(profile)
        let machine = try #require(states.last?.1)
        let checker = InvariantChecker<SheetMachine>(
            table: machine.transitionRules, environment: environment,
            fingerIsDown: { if case .tracking = $0.finger { true } else { false } },
            dismissedCount: { $0.dismissCount }, buttons: machine.buttons)
        var failures: [String] = []
        var pairs = 0
        for (label, start) in states {
            let checked = checker.checkEveryEventPair(
                from: start, label: "\(profile) \(label)", at: start.now + 7,
                inside: start.defaultDragStart(in: environment),
                outside: Point(x: 201, y: 20))
            failures += checked.failures
            pairs += checked.pairs
        }
        #expect(pairs > 1000)
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    /// Every rule of each profile's table has a unique name and only the phases the profile uses.
    @Test func profileTablesNameEachRuleOnce() {
        for profile in SheetProfile.all {
            let names = profile.transitionTable.map(\.name)
            #expect(Set(names).count == names.count, "\(profile.name)")
            if profile.drag == .none {
                #expect(!profile.transitionTable.contains { $0.from == .dragging || $0.to == .dragging })
            }
        }
        #expect(SheetProfile.multiHeight.transitionTable == SheetMachine.transitionTable)
        #expect(SheetProfile.parse("seed") == .multiHeight)
        #expect(SheetProfile.parse("multi-height") == .multiHeight)
        #expect(SheetProfile.parse("Custom") == nil)
    }
}
