import Foundation
import SheetLabScript
import Testing

/// `view on` and `play` in a real terminal (tmux, 120 x 40, `NO_COLOR` so the pictures are plain
/// text): the picture stays at the top and is redrawn in place, `play` animates in place in real
/// time, and Ctrl-C stops it where it is (issue 14).
@Suite(.enabled(if: TerminalSession.tmuxPath != nil, "needs tmux"), .timeLimit(.minutes(3)))
struct LiveViewTests {
    static let prompt = "sheetlab>"

    /// The picture lines `view` draws for the world `lines` make, as a 120 x 40 terminal's shell
    /// draws them (the shell keeps `LiveView.shellRows` rows for itself).
    static func picture(after lines: [String]) -> [String] {
        var session = Session(origin: .shell)
        for line in lines { _ = session.execute(LogicalLine(line)) }
        session.display = PictureDisplay(columns: 120, rows: 40 - 6, colors: false, isLive: true)
        let text = (try? session.picture(of: [])) ?? ""
        return text.split(separator: "\n").map { TerminalSession.visible(String($0)) }
    }

    /// How many pictures a screen shows: each has a top and a bottom outline.
    static func pictureCount(_ screen: [String]) -> Int {
        screen.filter { $0.hasPrefix(" +--") }.count / 2
    }

    @Test func viewOnRedrawsThePictureInPlaceAtTheTop() throws {
        let terminal = try TerminalSession { _ in ["NO_COLOR": "1"] }
        defer { terminal.stop() }
        try terminal.waitForScreen([Self.prompt], "start")
        try terminal.type("new modal card")
        try terminal.press("Enter")
        try terminal.waitForVisibleScreen("new") {
            $0.contains(Self.prompt) && $0.contains("[0.000s] card: dismissed -> idle")
        }

        try terminal.type("view on")
        try terminal.press("Enter")
        var expected = Self.picture(after: ["new modal card"])
        try terminal.waitForVisibleScreen("view on") { Array($0.prefix(expected.count)) == expected }

        try terminal.type("drag card 0 80 over 0.25 hold")
        try terminal.press("Enter")
        expected = Self.picture(after: ["new modal card", "drag card 0 80 over 0.25 hold"])
        var screen = try terminal.waitForVisibleScreen("drag") { Array($0.prefix(expected.count)) == expected }
        #expect(Self.pictureCount(screen) == 1, "one picture, redrawn where the last one was")
        #expect(screen.contains("[0.033s] card: idle -> dragging"), "the command's output scrolls under the picture")

        try terminal.type("step 10f")
        try terminal.press("Enter")
        expected = Self.picture(after: ["new modal card", "drag card 0 80 over 0.25 hold", "step 10f"])
        screen = try terminal.waitForVisibleScreen("step") { Array($0.prefix(expected.count)) == expected }
        #expect(Self.pictureCount(screen) == 1)

        // `view off` gives the screen back: enough output scrolls the last picture away.
        try terminal.type("view off")
        try terminal.press("Enter")
        try terminal.type("help")
        try terminal.press("Enter")
        screen = try terminal.waitForVisibleScreen("view off") { $0.contains { $0.hasPrefix("type 'help COMMAND'") } }
        #expect(!screen[0].hasPrefix(" +--"), "the picture scrolled away")
        try terminal.type("quit")
        try terminal.press("Enter")
        try terminal.waitForVisibleScreen("quit") { $0.contains("[exit status 0]") }
    }

    @Test func playAnimatesInPlaceAndCtrlCStopsItWhereItIs() throws {
        let terminal = try TerminalSession { _ in ["NO_COLOR": "1"] }
        defer { terminal.stop() }
        try terminal.waitForScreen([Self.prompt], "start")
        try terminal.type("new sheet drawer detents=200,medium")
        try terminal.press("Enter")
        try terminal.type("drag drawer 0 -150")
        try terminal.press("Enter")
        try terminal.waitForVisibleScreen("drag") { $0.contains { $0.contains("dragging -> settling") } }

        // A fifth of real time: the settle (0.77 s) would take almost 4 s.
        try terminal.type("play speed 0.2")
        try terminal.press("Enter")
        try terminal.waitForVisibleScreen("playing") { screen in
            screen.contains { $0.hasPrefix("[0.3") && $0.contains("drawer sheet settling") }
        }
        try terminal.press("C-c")
        let screen = try terminal.waitForVisibleScreen("interrupted") { screen in
            screen.contains { $0.hasPrefix("(stopped at ") } && screen.last { !$0.isEmpty } == Self.prompt
        }
        #expect(Self.pictureCount(try terminal.screen()) == 1, "play redrew one picture in place")
        let stopped = try #require(screen.first { $0.hasPrefix("(stopped at ") })
        let status = try #require(screen.last { $0.contains("drawer sheet") })
        #expect(status.contains("settling"), "stopped before the sheet came to rest: \(status)")
        let seconds = try #require(Double(stopped.dropFirst(12).prefix(5)))
        #expect(seconds > 0.3 && seconds < 1.0, "\(stopped)")

        // The clock stays where play stopped; a second play runs to the end in real time.
        try terminal.type("time")
        try terminal.press("Enter")
        try terminal.waitForVisibleScreen("time") {
            $0.contains { $0.hasPrefix(String(stopped.dropFirst(12).prefix(6))) }
        }
        try terminal.type("play")
        try terminal.press("Enter")
        try terminal.waitForVisibleScreen("played") { screen in
            screen.contains(
                "[1.017s] drawer sheet idle armed=false progress=0.000 height=437.0 detent=medium backdrop=0.300")
                && screen.last { !$0.isEmpty } == Self.prompt
        }
    }
}
