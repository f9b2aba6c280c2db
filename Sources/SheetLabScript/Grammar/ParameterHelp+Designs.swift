import SheetLabCore

/// The seed designs inside a kind, for `help sheet` and `help modal`: each sheet profile and modal
/// variant with its seed name, parameters and buttons, what the seeds leave to sheetlab, and what
/// the screen seed offers besides the drag.
extension ParameterHelp {
    /// `help sheet` after its summary: the profiles, then each one's parameters and buttons.
    static func sheetDesigns() -> String {
        let profiles = SheetProfile.all
        var text = "parameters ('new sheet NAME PARAM=VALUE ...', 'set NAME.PARAM VALUE'), with defaults:\n"
        text += parameterLines([SheetParameters.profileInfo, SheetParameters.designInfo])
        text += "  and those of the profile, below; a design file's sheet takes design= alone ('help design')\n"
        text += "\nprofiles ('new sheet NAME profile=PROFILE'; chosen at creation, multi-height by default):\n"
        for profile in profiles {
            let aliases = profile.aliases.isEmpty ? "" : " (or " + profile.aliases.joined(separator: ", ") + ")"
            text += "  \(profile.name.rawValue)\(aliases): \(profile.seedDesign)\n"
            text += wrapped(profile.summary, indent: "      ")
        }
        for profile in profiles {
            text += "\nprofile \(profile.name.rawValue) (\(profile.seedDesign)), with defaults:\n"
            text += parameterLines(profile.parameterTable)
            text += wrapped(
                "presents and leaves with \(profile.presentationSpelling) (\(profile.presentationSource))",
                indent: "  ")
            switch profile.buttons {
            case .none:
                text += "  buttons: none\n"
            case .actions:
                text += wrapped(
                    "buttons ('press NAME BUTTON'): action 1 ... action N (N = actions), cancel: an action button runs "
                        + "its action, then withAnimation { isPresented = false }; cancel only dismisses",
                    indent: "  ")
            case .filter:
                text += wrapped(
                    "buttons ('press NAME BUTTON'): reset (selectedFilters.removeAll(), the sheet stays), done, apply "
                        + "(withAnimation { isPresented = false })",
                    indent: "  ")
            }
            if profile.drag == .none {
                text += "  a drag moves nothing: the seed attaches no DragGesture (the touch is logged as ignored)\n"
            }
            text += libraryRuleLines(profile.libraryRules)
        }
        text += "\n"
        text += wrapped(
            "reduce motion and escape: the seeds handle neither; the seed's profiles (multi-height, custom, action, "
                + "filter) apply the sheet rules of docs/models.md#sheet: under reduce motion every spring becomes "
                + "easeOut(duration: 0.2), and escape dismisses as the backdrop tap does (a drag is cancelled first; "
                + "multi-height: not with dismiss=disabled). The peer profiles do what their libraries do (rules, "
                + "above).",
            indent: "")
        return text
    }

    /// A peer profile's rules, one per matter, each over its source (issue 17).
    static func libraryRuleLines(_ rules: [LibraryRule]) -> String {
        guard !rules.isEmpty else { return "" }
        var text = "  rules:\n"
        for rule in rules {
            text += wrapped(rule.rule, indent: "        ", first: "    \(rule.matter.rawValue): ")
            text += wrapped("source: " + rule.source, indent: "        ")
        }
        return text
    }

    /// `help modal` after its parameters: the variants, the Close button, the native sheet.
    static func modalDesigns() -> String {
        var text = "\nvariants ('new modal NAME variant=VARIANT'; chosen at creation, content by default):\n"
        text += "  content: CustomModalContent\n"
        text += wrapped(
            "release: dy > 100 or velocity > 500; snap back spring(response: 0.3, dampingFraction: 0.6); "
                + "dismiss() is withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) { isPresented = false; "
                + "dragOffset = .zero }",
            indent: "      ")
        text += "  modifier: SwipeToDismissModifier\n"
        text += wrapped(
            "release: dy > 100 or velocity > 300; snap back spring(); onDismiss is the host's "
                + "withAnimation(.spring()) { isPresented = false }, which leaves dragOffset as it is",
            indent: "      ")
        text += "\nbuttons ('press NAME close'):\n"
        text += wrapped(
            "close: content: Button(\"Close\") { dismiss() }, the release's dismissal; modifier: the Close button the "
                + "seed asks the host to provide, calling the host's withAnimation(.spring()) { isPresented = false }. "
                + "During a drag the finger is still down: the button is a second finger, the dismissal hides the "
                + "modal and its drag is cancelled without onEnded. Pressed while the modal leaves, it is ignored.",
            indent: "  ")
        text += "\n"
        text += wrapped(
            "not modelled: NativeSwipeToDismissView, the tutorial's system .sheet with a toolbar Close calling the "
                + "environment's dismiss(): its swipe and exit animation are UIKit's sheet presentation, whose rules "
                + "the seed does not publish. The nearest model is 'sheet', whose drag follows MultiHeightBottomSheet.",
            indent: "")
        return text
    }

    /// `help screen` after its parameters: the seed's page has no button.
    static let screenControls =
        "\n"
        + wrapped(
            "buttons: none. The seed's page offers no control besides the drag and the accessibility escape "
                + "('escape'); its demo's \"Open\" button presents it ('present').", indent: "")
}
