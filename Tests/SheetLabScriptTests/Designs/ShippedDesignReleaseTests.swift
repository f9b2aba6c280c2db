import Foundation
import SheetLabCore
import Testing

@testable import SheetLabScript

/// The designs in `designs/` decide releases as their clauses say, at their boundaries, and name
/// the line of the clause that decided.
struct ShippedDesignReleaseTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let file: String
        let readings: DesignReadings
        let outcome: DesignDecision.Outcome
        let line: Int
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(
            name: "custom sheet: a prediction past 200 dismisses", file: "custom-sheet.design",
            readings: DesignReadings(translation: 100, velocity: 440, offset: 100), outcome: .dismiss, line: 21),
        Row(
            name: "custom sheet: an offset of 150 exactly stays", file: "custom-sheet.design",
            readings: DesignReadings(translation: 150, velocity: 0, offset: 150), outcome: .stay, line: 22),
        Row(
            name: "custom sheet: an offset past 150 dismisses", file: "custom-sheet.design",
            readings: DesignReadings(translation: 150.000_001, velocity: 0, offset: 150.000_001), outcome: .dismiss,
            line: 21),
        Row(
            name: "card: 800 pt/s exactly springs back", file: "flick-card.design",
            readings: DesignReadings(translation: 30, velocity: 800), outcome: .cancel, line: 13),
        Row(
            name: "card: a slow drag to the bottom springs back", file: "flick-card.design",
            readings: DesignReadings(translation: 600, velocity: 0), outcome: .cancel, line: 13),
        Row(
            name: "card: 800.5 pt/s leaves", file: "flick-card.design",
            readings: DesignReadings(translation: 5, velocity: 800.5), outcome: .dismiss, line: 12),
        Row(
            name: "maps: a flick down from half snaps to peek", file: "maps-sheet.design",
            readings: DesignReadings(velocity: 1000, height: 437, positionIndex: 1), outcome: .snap(position: 0),
            line: 19),
        Row(
            name: "maps: a flick down from peek dismisses", file: "maps-sheet.design",
            readings: DesignReadings(velocity: 1000, height: 120, positionIndex: 0), outcome: .dismiss, line: 18),
        Row(
            name: "maps: a gentle flick up from half reaches full", file: "maps-sheet.design",
            readings: DesignReadings(velocity: -400, height: 437, positionIndex: 1), outcome: .snap(position: 2),
            line: 19),
        Row(
            name: "maps: a slow lift from half stays at half", file: "maps-sheet.design",
            readings: DesignReadings(translation: -100, velocity: -100, height: 537, positionIndex: 1),
            outcome: .snap(position: 1), line: 19),
        Row(
            name: "edge: a fling back toward the edge cancels first", file: "narrow-back.design",
            readings: DesignReadings(translation: 120, velocity: -1000), outcome: .cancel, line: 13),
        Row(
            name: "edge: 80 pt commits", file: "narrow-back.design", readings: DesignReadings(translation: 80),
            outcome: .commit, line: 14),
        Row(
            name: "edge: a fast fling of 32 pt commits", file: "narrow-back.design",
            readings: DesignReadings(translation: 32, velocity: 901), outcome: .commit, line: 14),
        Row(
            name: "edge: a fast fling of 31 pt cancels", file: "narrow-back.design",
            readings: DesignReadings(translation: 31, velocity: 2000), outcome: .cancel, line: 15),
    ]

    @Test("each shipped design decides as its clauses say", arguments: rows)
    func decides(_ row: Row) throws {
        let url = DesignRoundTripTests.folder.appendingPathComponent(row.file)
        let design = try DesignFile.read([UInt8](Data(contentsOf: url))).get()
        let decision = try #require(design.decideRelease(with: row.readings))
        #expect(decision.outcome == row.outcome)
        #expect(decision.location.line == row.line)
    }
}
