import SheetLabCore
import Testing

@testable import SheetLabScript

/// A finding's last letter is cut off at the instant the invariant broke: a drag cut at its very
/// first tick is the touch-down alone, later it is the held part already travelled.
@Suite("Explorer truncation")
struct ExplorerTruncationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        /// Ticks after the letter starts.
        let elapsed: Int64
        let expected: @Sendable (_ start: Coordinates) -> Command?
        var testDescription: String { name }
    }

    static let sheet = ExplorationAlphabet.sheet
    /// A drag of 120 pt down over 600 ticks (0.1 s).
    static let drag = Command.drag(
        name: sheet, displacement: Coordinates(x: 0, y: 120), duration: .ticks(600), start: nil, hold: false)

    static let cases = [
        Case(name: "at its first tick: only the touch-down", elapsed: 0) { .touch(name: sheet, action: .down($0)) },
        Case(name: "half way: the held half of the drag", elapsed: 300) { _ in
            .drag(
                name: sheet, displacement: Coordinates(x: 0, y: 60), duration: .ticks(300), start: nil, hold: true)
        },
        Case(name: "at its end: nothing to cut", elapsed: 600) { _ in nil },
    ]

    @Test("a drag cut at the instant the invariant broke", arguments: cases)
    func dragCut(_ row: Case) throws {
        let explorer = Explorer(kind: .screen, depth: 1)
        let world = try #require(explorer.replay([], animated: false))
        let start = try world.defaultDragStart(sheet: Self.sheet)
        let cut = explorer.truncated(Self.drag, at: world.now + row.elapsed, from: world)
        #expect(cut == row.expected(Coordinates(x: start.x, y: start.y)))
    }
}
