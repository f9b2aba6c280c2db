import SheetLabCore
import Testing

@testable import SheetLabScript

/// `view`, `play` and `film` in a session: what they print, what they hand the shell, and their
/// errors (issue 14).
struct FilmCommandTests {
    struct ErrorCase: CustomTestStringConvertible, Sendable {
        let name: String
        let setup: [String]
        let command: String
        let message: String
        var testDescription: String { name }
    }

    static let errors: [ErrorCase] = [
        ErrorCase(
            name: "a file that is neither a page nor a filmstrip", setup: ["new sheet s"],
            command: "film s over 1s to s.png",
            message: "main.scenario:2:1: error: film writes an .html page or an .svg filmstrip, not 's.png'"),
        ErrorCase(
            name: "frames for a page", setup: ["new sheet s"], command: "film s frames 4 to s.html",
            message: "main.scenario:2:1: error: 'frames' is for an .svg filmstrip, not 's.html'"),
        ErrorCase(
            name: "fields for a filmstrip", setup: ["new sheet s"], command: "film s fields offset to s.svg",
            message: "main.scenario:2:1: error: 'fields' is for an .html film, not 's.svg'"),
        ErrorCase(
            name: "a field that is no number", setup: ["new sheet s"], command: "film s fields detent to s.html",
            message: "main.scenario:2:1: error: field 'detent' is not a number and cannot be plotted"),
        ErrorCase(
            name: "a field of another kind", setup: ["new sheet s", "new screen p"],
            command: "film s p fields backdrop to s.html",
            message: "main.scenario:3:17: error: field 'backdrop' does not apply to 'p', a screen"),
        ErrorCase(
            name: "an unknown sheet", setup: ["new sheet drawer"], command: "film drawr to s.html",
            message: "main.scenario:2:6: error: unknown sheet 'drawr'; did you mean 'drawer'?"),
        ErrorCase(
            name: "a film longer than a film holds", setup: ["new sheet s"], command: "film s over 601s to s.html",
            message:
                "main.scenario:2:1: error: 'over 601s' would film 36061 frames at 60 fps (the first, then one a frame), "
                + "more than the 36000 a film holds; the longest is 'over 35999f'"),
        ErrorCase(
            name: "a film one frame longer than a film holds", setup: ["new sheet s"],
            command: "film s over 36000f to s.html",
            message:
                "main.scenario:2:1: error: 'over 36000f' would film 36001 frames at 60 fps (the first, then one a "
                + "frame), more than the 36000 a film holds; the longest is 'over 35999f'"),
        ErrorCase(
            name: "view of an unknown sheet", setup: ["new sheet drawer"], command: "view drawr",
            message: "main.scenario:2:6: error: unknown sheet 'drawr'; did you mean 'drawer'?"),
        ErrorCase(
            name: "play of an unknown sheet", setup: ["new sheet drawer"], command: "play drawr",
            message: "main.scenario:2:6: error: unknown sheet 'drawr'; did you mean 'drawer'?"),
    ]

    @Test(arguments: errors)
    func reportsTheError(_ testCase: ErrorCase) {
        var running = session(running: testCase.setup)
        let before = running.world.now
        let result = running.execute(
            LogicalLine(testCase.command, at: SourceLocation(line: testCase.setup.count + 1, column: 1)))
        guard let error = result.error else {
            Issue.record("'\(testCase.command)' raised no error")
            return
        }
        #expect(error.rendered(origin: .file("main.scenario")) == testCase.message)
        #expect(running.world.now == before, "an error before anything runs moves no clock")
    }

    @Test func filmOverWritesAndSaysSo() {
        let files = MemoryFiles([:])
        var running = session(running: ["new sheet s"], files: files)
        let page = running.execute(LogicalLine("film s over 0.5 to s.html"))
        #expect(page.output == "wrote 31 frames of s to 's.html'\n")
        let strip = running.execute(LogicalLine("film s over 0.5 to s.svg"))
        #expect(strip.output == "wrote 8 of 31 frames of s to 's.svg'\n")
        #expect(running.world.now == 6000)
        #expect(files.contents["s.html"]?.hasPrefix("<!DOCTYPE html>") == true)
        #expect(files.contents["s.svg"]?.hasPrefix("<?xml") == true)
    }

    @Test func filmUntilStopTakesEveryFrameBetween() {
        let files = MemoryFiles([:])
        var running = session(running: ["new modal card", "step 0.005"], files: files)
        #expect(running.execute(LogicalLine("film card to card.html")).output == "")
        _ = running.execute(LogicalLine("step 10f"))
        _ = running.execute(LogicalLine("drag card 0 40 over 5f"))
        #expect(running.execute(LogicalLine("film stop")).output == "wrote 16 frames of card to 'card.html'\n")
        #expect(running.execute(LogicalLine("film stop")).output == "", "no film runs: nothing to write")
        _ = running.execute(LogicalLine("film card to again.html"))
        #expect(running.execute(LogicalLine("reset")).output == "wrote 1 frame of card to 'again.html'\n")
    }

    @Test func playInABatchRunsUntilRestAndDrawsOnce() {
        var running = session(running: ["new sheet s detents=200,medium", "drag s 0 -150"])
        let result = running.execute(LogicalLine("play"))
        #expect(result.output.hasPrefix("[1.017s] s: settling -> idle\n"))
        #expect(result.output.components(separatedBy: " +-").count - 1 == 2, "one picture: its top and bottom")
        #expect(!running.world.isMoving())
        let capped = session(running: ["new sheet s detents=200,medium", "drag s 0 -150"])
        var short = capped
        _ = short.execute(LogicalLine("play over 0.1"))
        #expect(short.world.now == capped.world.now + 600)
    }

    @Test func playInALiveTerminalIsHandedToTheShellFrameByFrame() throws {
        var running = session(running: ["new sheet s detents=200,medium", "drag s 0 -150"])
        running.display = PictureDisplay(columns: 80, rows: 30, colors: false, isLive: true)
        let start = running.world.now
        let result = running.execute(LogicalLine("play s speed 0.5"))
        let playback = try #require(result.playback)
        #expect(playback == Playback(names: ["s"], endTick: start + Session.defaultPlayLimit, speed: 0.5))
        #expect(running.world.now == start, "the shell moves the clock, in real time")
        var frames = 0
        var finished = false
        while !finished {
            let before = running.world.now
            let step: CommandResult
            (step, finished) = running.advancePlayback(playback)
            #expect(step.error == nil)
            #expect(running.world.now == running.world.environment.clock.nextFrame(after: before), "one frame a step")
            frames += 1
        }
        #expect(running.world.now == 6100, "settled on frame 61")
        #expect(frames == 61 - 15)
    }

    @Test func viewOnInALiveTerminalDrawsInPlaceNotInTheOutput() {
        var running = session(running: ["new modal card"])
        running.display = PictureDisplay(columns: 80, rows: 30, colors: true, isLive: true)
        let on = running.execute(LogicalLine("view on"))
        #expect(on.output == "" && on.livePicture != nil)
        let still = running.execute(LogicalLine("inspect card phase"))
        #expect(still.livePicture == nil, "the clock did not move")
        let moved = running.execute(LogicalLine("step"))
        #expect(moved.output == "" && moved.livePicture?.contains("[0.017s]") == true)
        let off = running.execute(LogicalLine("view off"))
        #expect(off.closesLiveView && off.livePicture == nil)
        #expect(running.execute(LogicalLine("step")).livePicture == nil)
    }

    @Test func viewOnDrawsOncePerSourcedCommandThatMovesTheClock() {
        let files = MemoryFiles(["steps.scenario": "step\nstep\ninspect card phase\n"])
        var running = session(running: ["new modal card", "view on"], files: files)
        let result = running.execute(LogicalLine("source steps.scenario"))
        #expect(result.output.components(separatedBy: "modal idle armed=false").count - 1 == 2)
    }
}
