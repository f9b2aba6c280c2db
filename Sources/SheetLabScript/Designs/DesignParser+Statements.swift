import SheetLabCore

extension DesignParser {
    /// `[LABEL:] HEIGHT (, [LABEL:] HEIGHT)*`, HEIGHT `180`, `180pt`, `55%`, `medium`, `large`, `hidden`.
    mutating func positions() throws(DesignError) -> [Located<DesignPosition>] {
        var positions: [Located<DesignPosition>] = []
        repeat {
            let start = here
            var label: String?
            if let word = peek, word.kind == .word, index + 1 < tokens.count, tokens[index + 1].isSymbol(":") {
                label = word.text
                index += 2
            }
            let token = try next("a position")
            let height: DesignPosition.Height
            switch token.kind {
            case .number(let value, .points), .number(let value, .number): height = .points(value)
            case .number(let value, .percent): height = .percent(value)
            case .word where token.text == "medium": height = .medium
            case .word where token.text == "large": height = .large
            case .word where token.text == "hidden": height = .hidden
            case .word:
                let words = ["medium", "large", "hidden"]
                throw DesignError(
                    .unknownChoice(
                        token.text, expected: words, suggestion: Suggestion.nearestTypo(to: token.text, in: words)),
                    at: token.location)
            default:
                throw DesignError(
                    .expected("a height such as 180, 55% or large", got: token.quoted), at: token.location)
            }
            positions.append(Located(DesignPosition(height, label: label), at: DesignLocation(start)))
        } while take(symbol: ",")
        return positions
    }

    /// `drag on content|handle|edge-strip WIDTH [at SIDE]`, `drag min-distance D`,
    /// `drag follows 1:1 [clamped]|resistance F|rubber-band C`.
    mutating func drag(at first: DesignToken) throws(DesignError) {
        let at = DesignLocation(first.location)
        let aspect = try word("'on', 'min-distance' or 'follows'")
        switch aspect.text {
        case "on":
            let place = try word("'content', 'handle' or 'edge-strip'")
            let start: DragStart
            switch place.text {
            case "content": start = .content
            case "handle": start = .handle
            case "edge-strip":
                let width = try number("a strip width", units: [.points])
                let side = take(word: "at") ? try choice(EdgeSide.self, "an edge") : .leading
                start = .edgeStrip(width: width, side: side)
            default:
                let words = ["content", "handle", "edge-strip"]
                throw DesignError(
                    .unknownChoice(
                        place.text, expected: words, suggestion: Suggestion.nearestTypo(to: place.text, in: words)),
                    at: place.location)
            }
            if let earlier = draft.dragStart {
                throw DesignError(
                    .duplicateDeclaration("'drag on'", firstLine: earlier.location.line), at: first.location)
            }
            draft.dragStart = Located(start, at: at)
        case "min-distance":
            let distance = try number("a distance", units: [.points])
            if let earlier = draft.minimumDistance {
                throw DesignError(
                    .duplicateDeclaration("'drag min-distance'", firstLine: earlier.location.line), at: first.location)
            }
            draft.minimumDistance = Located(distance, at: at)
        case "follows":
            let following: DragFollowing
            if case .number(1, .number)? = peek?.kind {
                index += 1
                try expect(symbol: ":")
                let token = try next("'1'")
                guard case .number(1, .number) = token.kind else {
                    throw DesignError(.expected("'1:1'", got: token.quoted), at: token.location)
                }
                following = take(word: "clamped") ? .clamped : .oneToOne
            } else {
                let mode = try word("'1:1', 'resistance' or 'rubber-band'")
                switch mode.text {
                case "resistance": following = .resistance(try number("a fraction", units: []))
                case "rubber-band": following = .rubberBand(try number("a coefficient", units: []))
                default:
                    let words = ["1:1", "resistance", "rubber-band"]
                    throw DesignError(
                        .unknownChoice(
                            mode.text, expected: words, suggestion: Suggestion.nearestTypo(to: mode.text, in: words)),
                        at: mode.location)
                }
            }
            if let earlier = draft.following {
                throw DesignError(
                    .duplicateDeclaration("'drag follows'", firstLine: earlier.location.line), at: first.location)
            }
            draft.following = Located(following, at: at)
        default:
            let words = ["on", "min-distance", "follows"]
            throw DesignError(
                .unknownChoice(
                    aspect.text, expected: words, suggestion: Suggestion.nearestTypo(to: aspect.text, in: words)),
                at: aspect.location)
        }
    }

    /// `swiftui` or `uikit(rate: R)`.
    mutating func projection() throws(DesignError) -> DesignProjection {
        let name = try word("'swiftui' or 'uikit'")
        switch name.text {
        case "swiftui": return .swiftUI
        case "uikit":
            let forms = ["uikit(rate: 0.998)"]
            guard take(symbol: "("), take(word: "rate"), take(symbol: ":") else {
                throw DesignError(.invalidArguments(function: "uikit", forms: forms), at: name.location)
            }
            let rate = try number("a deceleration rate", units: [])
            try expect(symbol: ")")
            return .uiKit(rate: rate)
        default:
            let words = ["swiftui", "uikit"]
            throw DesignError(
                .unknownChoice(
                    name.text, expected: words, suggestion: Suggestion.nearestTypo(to: name.text, in: words)),
                at: name.location)
        }
    }

    /// `OUTCOME [when CONDITION]`.
    mutating func releaseClause(at location: DesignLocation) throws(DesignError) -> ReleaseClause {
        let word = try self.word("an outcome")
        let outcome: ReleaseOutcome
        switch word.text {
        case "dismiss": outcome = .dismiss
        case "stay": outcome = .stay
        case "cancel": outcome = .cancel
        case "commit": outcome = .commit
        case "snap":
            try expect(word: "to")
            outcome = .snap(try snapTarget())
        default:
            let words = ["dismiss", "snap", "stay", "cancel", "commit"]
            throw DesignError(
                .unknownChoice(
                    word.text, expected: words, suggestion: Suggestion.nearestTypo(to: word.text, in: words)),
                at: word.location)
        }
        var condition: DesignExpression?
        if take(word: "when") { condition = try expression() }
        return ReleaseClause(outcome, when: condition, at: location)
    }

    /// `nearest(positions, to: X)`, `next(positions, by: V)` or a position.
    mutating func snapTarget() throws(DesignError) -> SnapTarget {
        if let token = peek, token.kind == .word, index + 1 < tokens.count, tokens[index + 1].isSymbol("(") {
            let call = try expression()
            switch call.node {
            case .nearest(let target): return .nearest(target)
            case .next(let direction): return .next(direction)
            default:
                throw DesignError(
                    .expected("a position, 'nearest(...)' or 'next(...)'", got: token.quoted), at: token.location)
            }
        }
        return .position(try positionReference().value)
    }

    /// `NAME` or `NAME(LABEL: NUMBER, ...)`, in a form of the animation's.
    mutating func animation() throws(DesignError) -> DesignAnimation {
        let name = try word("an animation")
        guard let function = DesignAnimation.Function(rawValue: name.text) else {
            let words = DesignAnimation.Function.allCases.map(\.rawValue)
            throw DesignError(
                .unknownAnimation(name.text, suggestion: Suggestion.nearestTypo(to: name.text, in: words)),
                at: name.location)
        }
        var arguments: [DesignAnimation.Argument] = []
        if take(symbol: "(") {
            if !take(symbol: ")") {
                repeat {
                    let label = try word("an argument label")
                    try expect(symbol: ":")
                    arguments.append(
                        DesignAnimation.Argument(label.text, try number("a number", units: [.seconds, .milliseconds])))
                } while take(symbol: ",")
                try expect(symbol: ")")
            }
        }
        let labels = arguments.map(\.label)
        guard function.forms.contains(labels) else {
            let forms = function.forms.map { labels in
                labels.isEmpty
                    ? function.rawValue
                    : "\(function.rawValue)(" + labels.map { "\($0): N" }.joined(separator: ", ") + ")"
            }
            throw DesignError(.invalidArguments(function: function.rawValue, forms: forms), at: name.location)
        }
        return DesignAnimation(function, arguments)
    }

    /// `backdrop dim OPACITY [at POSITION]` or `backdrop tap BEHAVIOUR`.
    mutating func backdrop(at first: DesignToken) throws(DesignError) {
        let at = DesignLocation(first.location)
        let aspect = try word("'dim' or 'tap'")
        switch aspect.text {
        case "dim":
            let opacity = try number("an opacity", units: [])
            let position = take(word: "at") ? try positionReference().value : nil
            draft.backdropDims.append(Located(BackdropDim(opacity, at: position), at: at))
        case "tap":
            let word = try self.word("'dismisses', 'ignored', 'passes-through' or 'presses'")
            let behaviour: TapBehaviour
            switch word.text {
            case "dismisses": behaviour = .dismisses
            case "ignored": behaviour = .ignored
            case "passes-through": behaviour = .passesThrough
            case "presses": behaviour = .presses(try buttonName())
            default:
                let words = ["dismisses", "ignored", "passes-through", "presses"]
                throw DesignError(
                    .unknownChoice(
                        word.text, expected: words, suggestion: Suggestion.nearestTypo(to: word.text, in: words)),
                    at: word.location)
            }
            if let earlier = draft.backdropTap {
                throw DesignError(
                    .duplicateDeclaration("'backdrop tap'", firstLine: earlier.location.line), at: first.location)
            }
            draft.backdropTap = Located(behaviour, at: at)
        default:
            let words = ["dim", "tap"]
            throw DesignError(
                .unknownChoice(
                    aspect.text, expected: words, suggestion: Suggestion.nearestTypo(to: aspect.text, in: words)),
                at: aspect.location)
        }
    }

    /// `dismisses`, `ignored`, `commits`, `snaps to POSITION`, `presses BUTTON`.
    mutating func escape() throws(DesignError) -> EscapeBehaviour {
        let word = try self.word("'dismisses', 'ignored', 'commits', 'snaps' or 'presses'")
        switch word.text {
        case "dismisses": return .dismisses
        case "ignored": return .ignored
        case "commits": return .commits
        case "snaps":
            try expect(word: "to")
            return .snaps(try positionReference().value)
        case "presses": return .presses(try buttonName())
        default:
            let words = ["dismisses", "ignored", "commits", "snaps", "presses"]
            throw DesignError(
                .unknownChoice(
                    word.text, expected: words, suggestion: Suggestion.nearestTypo(to: word.text, in: words)),
                at: word.location)
        }
    }

    /// `dismisses`, `snaps to POSITION`, `runs`, `runs then dismisses`.
    mutating func buttonEffect() throws(DesignError) -> DesignButton.Effect {
        let word = try self.word("'dismisses', 'snaps' or 'runs'")
        switch word.text {
        case "dismisses": return .dismisses
        case "snaps":
            try expect(word: "to")
            return .snaps(try positionReference().value)
        case "runs":
            guard take(word: "then") else { return .runs }
            try expect(word: "dismisses")
            return .runsThenDismisses
        default:
            let words = ["dismisses", "snaps", "runs"]
            throw DesignError(
                .unknownChoice(
                    word.text, expected: words, suggestion: Suggestion.nearestTypo(to: word.text, in: words)),
                at: word.location)
        }
    }
}
