import SheetLabCore
import Testing

@testable import SheetLabScript

/// Every kind of design error, each from a small design with its exact message and location
/// (docs/design-language.md#errors).
struct DesignErrorTableTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let kind: DesignError.Kind
        let bytes: [UInt8]
        let diagnostic: String
        var testDescription: String { kind.rawValue }

        init(_ kind: DesignError.Kind, _ text: String, _ diagnostic: String) {
            self.kind = kind
            self.bytes = Array(text.utf8)
            self.diagnostic = diagnostic
        }

        init(_ kind: DesignError.Kind, bytes: [UInt8], _ diagnostic: String) {
            self.kind = kind
            self.bytes = bytes
            self.diagnostic = diagnostic
        }
    }

    /// A screen up to its release rule.
    static let screen = "design page\nfamily screen\n"
    /// A sheet with two positions.
    static let sheet = "design s\nfamily sheet\npositions 180, medium\n"

    static let cases: [Case] = [
        Case(
            .notADesignFile, "\n# a comment\n  root:x:0:0:root:/root:/bin/bash\n",
            "3:3: error: not a design file: its first statement does not begin with a statement's word, such as "
                + "'design' (its text is not shown)"),
        Case(
            .unreadableText, bytes: Array("design a\nfamily screen".utf8) + [0xFF, 0x0A],
            "2:14: error: invalid UTF-8: unexpected byte 0xff"),
        Case(
            .unexpectedCharacter, screen + "release dismiss when translation > 140; \n",
            "3:39: error: unexpected character ';'"),
        Case(.unterminatedString, screen + "source \"seed\nrelease cancel\n", "3:8: error: missing closing quote"),
        Case(
            .unknownUnit, screen + "release dismiss when translation > 140px\nrelease cancel\n",
            "3:39: error: unknown unit 'px' (expected pt, %, pt/s, s or ms); did you mean 'pt'?"),
        Case(
            .unknownStatement, screen + "relase cancel\n",
            "3:1: error: unknown statement 'relase'; did you mean 'release'?"),
        Case(
            .expected, screen + "release dismiss when (translation > 140\nrelease cancel\n",
            "3:40: error: expected ')', got the end of the line"),
        Case(
            .unknownChoice, "design page\nfamily sheat\nrelease cancel\n",
            "2:8: error: expected 'screen', 'modal', 'sheet' or 'edge', got 'sheat'; did you mean 'sheet'?"),
        Case(
            .nestingTooDeep,
            screen + "release dismiss when " + String(repeating: "(", count: 70) + "1\nrelease cancel\n",
            "3:86: error: expression nests deeper than 64 levels"),
        Case(
            .unknownReading, screen + "release dismiss when translaton > 140\nrelease cancel\n",
            "3:22: error: unknown reading 'translaton'; did you mean 'translation'?"),
        Case(
            .unknownFunction, screen + "release dismiss when maxx(translation, 0) > 140\nrelease cancel\n",
            "3:22: error: unknown function 'maxx'; did you mean 'max'?"),
        Case(
            .unknownAnimation, screen + "release cancel\nanimation cancel sprung()\n",
            "4:18: error: unknown animation 'sprung'; did you mean 'spring'?"),
        Case(
            .invalidArguments, screen + "release cancel\nanimation cancel spring(response: 0.3)\n",
            "4:18: error: invalid arguments for 'spring': write 'spring', "
                + "'spring(response: N, dampingFraction: N)' or 'spring(duration: N, bounce: N)'"),
        Case(
            .unknownQuirk, screen + "release cancel\nquirk root-pop-does-nothin source \"x\"\n",
            "4:7: error: unknown quirk 'root-pop-does-nothin'; did you mean 'root-pop-does-nothing'?"),
        Case(
            .invalidName, "design Checkout\nfamily screen\nrelease cancel\n",
            "1:8: error: invalid design name 'Checkout': a name is lowercase letters, digits and '-', starting with a letter"
        ),
        Case(
            .duplicateDeclaration, screen + "family modal\nrelease cancel\n",
            "3:1: error: 'family' is already declared on line 2"),
        Case(.missingDeclaration, "design page\nrelease cancel\n", "1:1: error: the design has no 'family' statement"),
        Case(
            .wrongFamily, screen + "positions 180\nrelease cancel\n",
            "3:1: error: 'positions' does not apply to a screen (only to 'sheet')"),
        Case(
            .unknownPosition, sheet + "presents at mediun\nrelease stay\n",
            "4:13: error: unknown position 'mediun'; did you mean 'medium'?"),
        Case(
            .unknownButton, screen + "release cancel\nbutton close dismisses\nescape presses clsoe\n",
            "5:1: error: unknown button 'clsoe'; did you mean 'close'?"),
        Case(
            .positionOffScreen, "design s\nfamily sheet\npositions 180, 120%\nrelease stay\n",
            "3:16: error: position '120%' is 1048.8 pt high, off the 874 pt screen"),
        Case(
            .positionsOutOfOrder, "design s\nfamily sheet\npositions large, medium\nrelease stay\n",
            "3:18: error: position 'medium' (437 pt) is not above 'large' (786.6 pt): list positions lowest first"),
        Case(
            .valueOutOfRange, "design m\nfamily modal\nrelease cancel\nbackdrop dim 1.5\n",
            "4:1: error: the backdrop's dim must be from 0 to 1, got 1.5"),
        Case(
            .unitMismatch, screen + "release dismiss when translation > velocity\nrelease cancel\n",
            "3:22: error: 'translation' is a length (pt) but 'velocity' is a velocity (pt/s)"),
        Case(
            .wrongUnit, screen + "release cancel\ndraw scale = 1 - translation\n",
            "4:14: error: '1 - translation' is a length (pt); expected a plain number"),
        Case(
            .notACondition, screen + "release dismiss when translation + 10\nrelease cancel\n",
            "3:22: error: 'translation + 10' is a length (pt), not a condition (compare it: '<', '>=', ...)"),
        Case(
            .notANumber, screen + "release dismiss when (translation > 1) * 2 > 3\nrelease cancel\n",
            "3:23: error: 'translation > 1' is a condition where a number is needed"),
        Case(.noRelease, screen, "1:1: error: the design has no 'release' clause"),
        Case(
            .missingFinalClause, screen + "release dismiss when translation > 140\n",
            "3:1: error: the last 'release' clause has a condition: add a final clause without 'when'"),
        Case(
            .unreachableClause, screen + "release cancel\nrelease dismiss when translation > 140\n",
            "4:1: error: this clause never decides: the clause on line 3 always decides first"),
        Case(
            .neverDecides, screen + "release dismiss when 1 > 2\nrelease cancel\n",
            "3:22: error: this clause never decides: '1 > 2' never holds"),
    ]

    @Test("each kind of error, with its message and place", arguments: cases)
    func reports(_ row: Case) throws {
        guard case .failure(let found) = DesignFile.read(row.bytes) else {
            Issue.record("\(row.kind): the design was accepted")
            return
        }
        let first = try #require(found.errors.first)
        #expect(first.reason.kind == row.kind)
        #expect(first.rendered(file: "t.design") == "t.design:" + row.diagnostic)
    }

    @Test func everyKindHasARow() {
        let covered = Set(Self.cases.map(\.kind))
        #expect(DesignError.Kind.allCases.filter { !covered.contains($0) } == [])
        #expect(DesignError.Kind.allCases.count >= 15)
    }

    @Test func everyErrorOfAFileIsReported() throws {
        let text = """
            design s
            family sheet
            positions 180, large, medium
            release dismiss when hieght < 120 or velocity > 1200
            release snap to nearest(positions, to: height - 0.2 * velocity)
            release stay
            """
        guard case .failure(let found) = DesignFile.read(text: text) else {
            Issue.record("accepted")
            return
        }
        #expect(
            found.errors.map { $0.rendered(file: "s.design") } == [
                "s.design:3:23: error: position 'medium' (437 pt) is not above 'large' (786.6 pt): "
                    + "list positions lowest first",
                "s.design:4:22: error: unknown reading 'hieght'; did you mean 'height'?",
                "s.design:5:40: error: 'height' is a length (pt) but '0.2 * velocity' is a velocity (pt/s)",
                "s.design:6:1: error: this clause never decides: the clause on line 5 always decides first",
            ])
    }
}
