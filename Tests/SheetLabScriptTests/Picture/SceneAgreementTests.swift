import SheetLabCore
import Testing

@testable import SheetLabScript

/// A picture never disagrees with a number: at every frame of a gesture, where a scene draws
/// each kind is what its fields say (issue 14), within 1e-9 pt.
struct SceneAgreementTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let kind: Kind
        let setup: [String]
        var testDescription: String { kind.rawValue }
    }

    static let cases: [Case] = [
        Case(kind: .screen, setup: ["new screen s animated", "step 25f", "drag s 0 90 hold", "release s"]),
        Case(kind: .modal, setup: ["new modal s animated", "step 40f", "drag s 0 150 hold", "release s"]),
        Case(
            kind: .sheet,
            setup: ["new sheet s detents=200,large animated", "step 30f", "drag s 0 -200 hold", "release s"]),
        Case(kind: .edge, setup: ["new edge s", "drag s 100 40 hold", "release s"]),
    ]

    @Test(arguments: cases)
    func drawnWhereTheFieldsSay(_ testCase: Case) throws {
        var running = session(running: testCase.setup)
        let environment = running.world.environment
        for frame in 0..<60 {
            let machine = try running.world.machine(named: "s")
            func number(_ field: Field) -> Double {
                if case .number(let value)? = machine.value(of: field, in: environment) { return value }
                return .nan
            }
            let scene = Scene(world: running.world)
            let drawn = try #require(scene.sheets.first)
            let label = "\(testCase.kind) at frame \(frame) (\(machine.phase))"
            guard machine.phase != .dismissed else {
                #expect(drawn.content == nil, "\(label): a dismissed sheet is not drawn")
                break
            }
            let content = try #require(drawn.content, "\(label)")
            let (width, height) = (environment.screenWidth, environment.screenHeight)
            let container = environment.containerHeight
            switch testCase.kind {
            case .screen:
                let scale = number(.scale)
                #expect(abs(content.minY - (number(.offset) + height / 2 * (1 - scale))) < 1e-9, "\(label)")
                #expect(abs((content.maxX - content.minX) - width * scale) < 1e-9, "\(label)")
                #expect(drawn.opacity == number(.opacity), "\(label)")
            case .modal:
                let restingTop = environment.safeAreaTop + (container - 300) / 2
                #expect(abs(content.minY - (restingTop + number(.offset))) < 1e-9, "\(label)")
                #expect(drawn.backdrop == number(.backdrop), "\(label)")
            case .sheet:
                let detent = drawn.detentMarks.first { $0.isSelected }
                let detentHeight = (environment.safeAreaTop + container) - (detent?.y ?? .nan)
                let tall = number(.height) > container
                #expect(abs(content.maxY - content.minY - number(.height)) < 1e-9, "\(label)")
                if !tall, detentHeight <= container {
                    #expect(
                        abs(content.minY - (environment.safeAreaTop + container - detentHeight + number(.offset)))
                            < 1e-9,
                        "\(label)")
                }
                #expect(drawn.backdrop == number(.backdrop), "\(label)")
            case .edge:
                #expect(content == Rectangle(minX: 0, minY: 0, maxX: width, maxY: height), "\(label)")
                if let bubble = drawn.bubble {
                    #expect(abs(bubble.frame.maxX - bubble.frame.minX - number(.bubbleWidth)) < 1e-9, "\(label)")
                    #expect(abs(bubble.frame.maxY - bubble.frame.minY - number(.bubbleHeight)) < 1e-9, "\(label)")
                    #expect(abs((bubble.frame.minY + bubble.frame.maxY) / 2 - number(.anchorY)) < 1e-9, "\(label)")
                    #expect(bubble.opacity == number(.bubbleOpacity), "\(label)")
                } else {
                    #expect(number(.bubbleWidth) <= 0 || number(.bubbleOpacity) <= 0, "\(label)")
                }
            }
            _ = running.execute(LogicalLine("step"))
        }
    }
}
