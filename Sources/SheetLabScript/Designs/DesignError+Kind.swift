extension DesignError {
    /// The kinds of problem, one per case of `Reason` without its details: the list
    /// docs/design-language.md#errors documents and the table test covers.
    public enum Kind: String, Sendable, CaseIterable {
        case notADesignFile, unreadableText, unexpectedCharacter, unterminatedString, unknownUnit
        case unknownStatement, expected, unknownChoice, nestingTooDeep, unknownReading, unknownFunction,
            unknownAnimation
        case invalidArguments, unknownQuirk, invalidName
        case duplicateDeclaration, missingDeclaration, wrongFamily, unknownPosition, unknownButton
        case positionOffScreen, positionsOutOfOrder, valueOutOfRange
        case unitMismatch, wrongUnit, notACondition, notANumber
        case noRelease, missingFinalClause, unreachableClause, neverDecides
    }
}

extension DesignError.Reason {
    /// Its kind.
    public var kind: DesignError.Kind {
        switch self {
        case .notADesignFile: .notADesignFile
        case .unreadableText: .unreadableText
        case .unexpectedCharacter: .unexpectedCharacter
        case .unterminatedString: .unterminatedString
        case .unknownUnit: .unknownUnit
        case .unknownStatement: .unknownStatement
        case .expected: .expected
        case .unknownChoice: .unknownChoice
        case .nestingTooDeep: .nestingTooDeep
        case .unknownReading: .unknownReading
        case .unknownFunction: .unknownFunction
        case .unknownAnimation: .unknownAnimation
        case .invalidArguments: .invalidArguments
        case .unknownQuirk: .unknownQuirk
        case .invalidName: .invalidName
        case .duplicateDeclaration: .duplicateDeclaration
        case .missingDeclaration: .missingDeclaration
        case .wrongFamily: .wrongFamily
        case .unknownPosition: .unknownPosition
        case .unknownButton: .unknownButton
        case .positionOffScreen: .positionOffScreen
        case .positionsOutOfOrder: .positionsOutOfOrder
        case .valueOutOfRange: .valueOutOfRange
        case .unitMismatch: .unitMismatch
        case .wrongUnit: .wrongUnit
        case .notACondition: .notACondition
        case .notANumber: .notANumber
        case .noRelease: .noRelease
        case .missingFinalClause: .missingFinalClause
        case .unreachableClause: .unreachableClause
        case .neverDecides: .neverDecides
        }
    }
}
