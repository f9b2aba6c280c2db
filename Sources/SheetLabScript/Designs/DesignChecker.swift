import SheetLabCore

/// Says whether a parsed design is sound (docs/design-language.md#errors): every name it uses
/// is declared once, every statement fits its family, positions fit the screen in order, units
/// match, and the release rule decides every release with no clause left unreachable.
///
/// Screen-relative checks use docs/commands.md's default screen, 402 x 874 pt.
public struct DesignChecker {
    /// The screen positions are checked against, pt.
    public static let screenHeight = 874.0

    let design: Design
    var errors: [DesignError] = []

    /// The errors of `design`, in file order; empty when it is sound.
    public static func check(_ design: Design) -> [DesignError] {
        var checker = DesignChecker(design: design)
        checker.checkFamilyStatements()
        checker.checkPositions()
        checker.checkDrag()
        checker.checkRelease()
        checker.checkAnimations()
        checker.checkControls()
        checker.checkDrawnValuesAndQuirks()
        return DesignErrors(checker.errors).errors
    }

    /// The family.
    var family: DesignFamily { design.family.value }

    mutating func fail(_ reason: DesignError.Reason, at location: DesignLocation) {
        errors.append(DesignError(reason, at: SourceLocation(location)))
    }

    /// Fails unless `families` has the design's family.
    mutating func require(_ families: [DesignFamily], for what: String, at location: DesignLocation) {
        if !families.contains(family) { fail(.wrongFamily(what, family: family, families: families), at: location) }
    }

    /// Fails for each value whose key was seen before, naming it by `describe`.
    mutating func checkUnique<Value, Key: Hashable>(
        _ items: [Located<Value>], key: (Value) -> Key, describe: (Value) -> String
    ) {
        var seen: [Key: DesignLocation] = [:]
        for item in items {
            let itemKey = key(item.value)
            if let first = seen[itemKey] {
                fail(.duplicateDeclaration(describe(item.value), firstLine: first.line), at: item.location)
            } else {
                seen[itemKey] = item.location
            }
        }
    }

    /// Fails unless `value` is within `range`, described as `requirement`.
    mutating func checkRange(
        _ value: Double, _ what: String, _ requirement: String, at location: DesignLocation, _ accepts: (Double) -> Bool
    ) {
        if !accepts(value) { fail(.valueOutOfRange(what, value: value, requirement: requirement), at: location) }
    }

    // MARK: Statements and positions

    private mutating func checkFamilyStatements() {
        if let location = design.positionsStatement?.location {
            require(DesignStatement.positions.families, for: "'positions'", at: location)
        } else if family == .sheet {
            fail(.missingDeclaration("positions"), at: design.family.location)
        }
        if let presentation = design.presentation {
            require(DesignStatement.presents.families, for: "'presents'", at: presentation.location)
            if family == .sheet { checkPosition(presentation.value, at: presentation.location) }
        }
        if let height = design.height {
            require(DesignStatement.height.families, for: "'height'", at: height.location)
            checkRange(height.value, "the height", "above 0 and at most the screen's 874 pt", at: height.location) {
                $0 > 0 && $0 <= Self.screenHeight
            }
        }
        for dim in design.backdropDims {
            require(DesignStatement.backdrop.families, for: "'backdrop'", at: dim.location)
        }
        if let tap = design.backdropTap {
            require(DesignStatement.backdrop.families, for: "'backdrop'", at: tap.location)
        }
        if let action = design.action { require(DesignStatement.action.families, for: "'action'", at: action.location) }
    }

    /// Fails when `name` is no declared position (only where positions exist).
    mutating func checkPosition(_ name: String, at location: DesignLocation) {
        guard design.positionIndex(named: name) == nil else { return }
        let names = design.positions.map(\.value.name)
        fail(.unknownPosition(name, suggestion: Suggestion.nearestTypo(to: name, in: names)), at: location)
    }

    private mutating func checkPositions() {
        checkUnique(design.positions, key: \.name) { "position '\($0.name)'" }
        var previous: DesignPosition?
        for located in design.positions {
            let position = located.value
            let height = position.points(screenHeight: Self.screenHeight)
            if height < 0 || height > Self.screenHeight {
                fail(
                    .positionOffScreen(position.name, height: height, screenHeight: Self.screenHeight),
                    at: located.location)
            } else if let previous, height <= previous.points(screenHeight: Self.screenHeight) {
                fail(
                    .positionsOutOfOrder(
                        position.name, height: height, previous: previous.name,
                        previousHeight: previous.points(screenHeight: Self.screenHeight)),
                    at: located.location)
            }
            previous = position
        }
    }

    private mutating func checkDrag() {
        if let start = design.dragStart {
            switch start.value {
            case .edgeStrip(let width, _):
                require([.edge], for: "'drag on edge-strip'", at: start.location)
                checkRange(width, "the strip width", "above 0", at: start.location) { $0 > 0 }
            case .content, .handle:
                require([.screen, .modal, .sheet], for: "'drag on content' or 'drag on handle'", at: start.location)
            }
        }
        if let distance = design.minimumDistance {
            checkRange(distance.value, "min-distance", "0 or more", at: distance.location) { $0 >= 0 }
        }
        if let following = design.following {
            switch following.value {
            case .resistance(let fraction):
                checkRange(fraction, "the resistance", "above 0 and at most 1", at: following.location) {
                    $0 > 0 && $0 <= 1
                }
            case .rubberBand(let coefficient):
                checkRange(coefficient, "the rubber band", "above 0", at: following.location) { $0 > 0 }
            case .oneToOne, .clamped: break
            }
        }
        if let projection = design.projection, case .uiKit(let rate) = projection.value {
            checkRange(
                rate, "the deceleration rate", "between 0 and 1 (0.998 normal, 0.99 fast)", at: projection.location
            ) {
                $0 > 0 && $0 < 1
            }
        }
    }
}
