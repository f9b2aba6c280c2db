import SheetLabCore

/// `help KIND`: what a kind models, its seed designs (sheet profiles, modal variants), their
/// parameters with defaults, their buttons, and what the seeds leave to sheetlab.
public enum KindHelp {
    /// The text of `help KIND`.
    public static func text(_ kind: Kind) -> String {
        var lines = ["\(kind.rawValue): \(summary(kind))", "seed: \(seedFile(kind))", ""]
        switch kind {
        case .sheet: lines += sheetLines()
        case .modal: lines += modalLines()
        case .screen, .edge:
            lines.append("parameters:")
            lines += parameterLines(kind.machineType.parameterTable)
            lines.append("")
            lines.append(kind == .screen ? screenButtons : "buttons: none (the README describes none)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func summary(_ kind: Kind) -> String {
        switch kind {
        case .screen: "full-screen page that follows a downward drag, shrinks and fades, and leaves past a threshold"
        case .modal: "custom floating modal closed by a downward swipe, a backdrop tap or its Close button"
        case .sheet: "bottom sheet of the detents seed, one of four designs (profile=)"
        case .edge: "edge-swipe-back indicator on a modal screen"
        }
    }

    static func seedFile(_ kind: Kind) -> String {
        switch kind {
        case .screen: "drag-to-dismiss-screen.txt (DragToDismissScreen)"
        case .modal: "swipe-to-dismiss-tutorial.txt (CustomModalContent, SwipeToDismissModifier)"
        case .sheet: "bottom-sheets-with-detents.txt"
        case .edge: "edge-swipe-back-readme.txt (EdgeSwipeBack)"
        }
    }

    /// `  name=default  summary`, names padded to one column.
    static func parameterLines(_ table: [ParameterInfo]) -> [String] {
        let width = table.map { $0.name.count + 1 + $0.defaultValue.count }.max() ?? 0
        return table.map { info in
            let head = "\(info.name)=\(info.defaultValue)"
            return "  \(head)\(String(repeating: " ", count: width - head.count))  \(info.summary)"
        }
    }

    static let screenButtons =
        "buttons: none. The seed's page offers no control besides the drag and the accessibility escape "
        + "(escape); its demo's \"Open\" button presents it (present)."

    static func sheetLines() -> [String] {
        var lines = ["profiles (new sheet NAME profile=PROFILE; chosen at creation, multi-height by default):"]
        let profiles = SheetProfile.all
        let names = profiles.map { profile in
            profile.name.rawValue
                + (profile.aliases.isEmpty ? "" : " (or " + profile.aliases.joined(separator: ", ") + ")")
        }
        let nameWidth = names.map(\.count).max() ?? 0
        let seedWidth = profiles.map(\.seedDesign.count).max() ?? 0
        for (profile, name) in zip(profiles, names) {
            lines.append(
                "  \(name)\(String(repeating: " ", count: nameWidth - name.count))  \(profile.seedDesign)"
                    + "\(String(repeating: " ", count: seedWidth - profile.seedDesign.count))  \(profile.summary)")
        }
        for profile in profiles {
            lines.append("")
            lines.append("profile \(profile.name.rawValue) (\(profile.seedDesign)): parameters")
            lines += parameterLines(profile.parameterTable)
            lines.append("  presents and leaves with \(profile.presentationSpelling) (\(profile.presentationSource))")
            switch profile.buttons {
            case .none: lines.append("  buttons: none")
            case .actions:
                lines.append(
                    "  buttons: action 1 ... action N (N = actions), cancel: each runs its action, then "
                        + "withAnimation { isPresented = false }")
            case .filter:
                lines.append(
                    "  buttons: reset (selectedFilters.removeAll(), stays), done, apply "
                        + "(withAnimation { isPresented = false })")
            }
            if profile.drag == .none { lines.append("  a drag does nothing: the seed attaches no DragGesture") }
        }
        lines += [
            "",
            "reduce motion and escape: the seeds do not handle them; every profile applies the sheet rules of",
            "models.md: under reduce motion every spring becomes easeOut(duration: 0.2), and escape dismisses as",
            "the backdrop tap does (a drag is cancelled first; multi-height: not with dismiss=disabled).",
        ]
        return lines
    }

    static func modalLines() -> [String] {
        [
            "variants (new modal NAME variant=VARIANT; chosen at creation, content by default):",
            "  content   CustomModalContent      release: dy > 100 or velocity > 500; snap back "
                + "spring(response: 0.3, dampingFraction: 0.6); dismiss() spring(response: 0.4, dampingFraction: 0.8)",
            "  modifier  SwipeToDismissModifier  release: dy > 100 or velocity > 300; snap back spring(); "
                + "onDismiss is the host's withAnimation(.spring()) { isPresented = false }, dragOffset kept",
            "",
            "parameters:",
        ] + parameterLines(ModalMachine.parameterTable) + [
            "",
            "buttons: close (press NAME close)",
            "  content: Button(\"Close\") { dismiss() }: the release's dismissal (dragOffset to 0)",
            "  modifier: the Close button the seed asks the host to provide, calling the host's",
            "  withAnimation(.spring()) { isPresented = false }",
            "  during a drag the finger is still down: the button is a second finger, the dismissal hides the",
            "  modal and its drag is cancelled without onEnded; pressed while leaving it is ignored",
            "",
            "not modelled: NativeSwipeToDismissView, the tutorial's system .sheet with a toolbar Close calling",
            "the environment's dismiss(): its swipe and exit animation are UIKit's sheet presentation, whose rules",
            "the seed does not publish. The nearest model is 'sheet' (its drag follows MultiHeightBottomSheet).",
        ]
    }
}
