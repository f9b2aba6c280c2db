import SheetLabCore

extension DesignChecker {
    mutating func checkAnimations() {
        for animation in design.animations {
            let transition = animation.value.transition
            require(transition.families, for: "transition '\(transition.rawValue)'", at: animation.location)
            checkArguments(animation.value.animation, at: animation.location)
        }
        checkUnique(design.animations, key: \.transition) { "'animation \($0.transition.rawValue)'" }
        for rule in design.reduceMotion {
            if let transition = rule.value.transition {
                require(transition.families, for: "transition '\(transition.rawValue)'", at: rule.location)
            }
            checkArguments(rule.value.animation, at: rule.location)
        }
        checkUnique(design.reduceMotion, key: \.transition) { rule in
            "'reduce-motion" + (rule.transition.map { " \($0.rawValue)" } ?? "") + "'"
        }
    }

    /// Fails for an argument outside what the animation accepts (Apple's `Spring` and
    /// `Animation` documentation: a positive response or duration, bounce in -1...1).
    private mutating func checkArguments(_ animation: DesignAnimation, at location: DesignLocation) {
        for argument in animation.arguments {
            let what = "\(animation.function.rawValue)'s \(argument.label)"
            switch argument.label {
            case "response": checkRange(argument.value, what, "above 0", at: location) { $0 > 0 }
            case "duration":
                let isCurve = [.linear, .easeIn, .easeOut, .easeInOut].contains(animation.function)
                if isCurve {
                    checkRange(argument.value, what, "0 or more", at: location) { $0 >= 0 }
                } else {
                    checkRange(argument.value, what, "above 0", at: location) { $0 > 0 }
                }
            case "bounce": checkRange(argument.value, what, "from -1 to 1", at: location) { $0 >= -1 && $0 <= 1 }
            default: checkRange(argument.value, what, "0 or more", at: location) { $0 >= 0 }
            }
        }
    }

    mutating func checkControls() {
        checkUnique(design.buttons, key: \.name) { "button '\($0.name)'" }
        for button in design.buttons {
            if case .snaps(let position) = button.value.effect {
                require([.sheet], for: "'snaps to'", at: button.location)
                if family == .sheet { checkPosition(position, at: button.location) }
            }
        }
        for dim in design.backdropDims {
            checkRange(dim.value.opacity, "the backdrop's dim", "from 0 to 1", at: dim.location) { $0 >= 0 && $0 <= 1 }
            if let position = dim.value.position, family == .sheet { checkPosition(position, at: dim.location) }
        }
        checkUnique(design.backdropDims, key: \.position) { dim in
            "'backdrop dim'" + (dim.position.map { " at '\($0)'" } ?? "")
        }
        if let tap = design.backdropTap, case .presses(let button) = tap.value {
            checkButton(button, at: tap.location)
        }
        if let escape = design.escape {
            switch escape.value {
            case .snaps(let position):
                require([.sheet], for: "'escape snaps'", at: escape.location)
                if family == .sheet { checkPosition(position, at: escape.location) }
            case .commits: require([.edge], for: "'escape commits'", at: escape.location)
            case .presses(let button): checkButton(button, at: escape.location)
            case .dismisses, .ignored: break
            }
        }
        for haptic in design.haptics {
            let families: [DesignFamily]
            switch haptic.value.event {
            case .arm, .disarm: families = DesignFamily.allCases
            case .commit: families = [.edge]
            case .dismiss: families = [.screen, .modal, .sheet]
            case .snap: families = [.sheet]
            }
            require(families, for: "haptic event '\(haptic.value.event.rawValue)'", at: haptic.location)
        }
        checkUnique(design.haptics, key: \.event) { "'haptic \($0.event.rawValue)'" }
    }

    /// Fails when no button is named `name`.
    private mutating func checkButton(_ name: String, at location: DesignLocation) {
        guard !design.buttons.contains(where: { $0.value.name == name }) else { return }
        let names = design.buttons.map(\.value.name)
        fail(.unknownButton(name, suggestion: Suggestion.nearestTypo(to: name, in: names)), at: location)
    }

    mutating func checkDrawnValuesAndQuirks() {
        for drawn in design.drawnValues {
            expect(drawn.value.expression, .plain, "a plain number")
        }
        checkUnique(design.drawnValues, key: \.property) { "'draw \($0.property.rawValue)'" }
        checkUnique(design.quirks, key: \.quirk) { "quirk '\($0.quirk.rawValue)'" }
    }
}
