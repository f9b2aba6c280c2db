import SheetLabCore

/// `film ... to FILE.html`: one self-contained page that plays a film.
///
/// No network, no external script, style or font: the frames are JSON (`FilmData`) in the page,
/// drawn by an inline script on a canvas (`FilmPage.script`, styled by `FilmPage.style`). The page
/// has the phone at the current frame (the same layers as the terminal picture, in the same
/// colours), play/pause, a time scrubber, frame-step buttons and arrow keys, each sheet's phase,
/// armed state and readouts, and a chart per plotted field with a cursor at the current time.
/// `FILE.html#t=0.250` opens at the last frame at or before 0.25 s; moving to another frame
/// updates the address the same way.
///
/// The phone's screen sits at a fixed place, `screenOrigin`, drawn at `scale(for:)` CSS pixels
/// per point, so a test can find any point of the screen in a screenshot.
public enum FilmPage {
    /// The page's margin, in CSS pixels.
    public static let margin = 16.0
    /// The phone's frame around the screen, in CSS pixels.
    public static let bezel = 12.0
    /// How tall the screen is drawn, in CSS pixels.
    public static let screenHeight = 560.0
    /// Where the screen's top-left corner is on the page, in CSS pixels.
    public static let screenOrigin = Point(x: margin + bezel, y: margin + bezel)

    /// CSS pixels per point for a film of `screen`.
    public static func scale(for screen: ScreenArea) -> Double {
        screenHeight / screen.height
    }

    /// The page.
    public static func render(_ film: Film) -> String {
        let screen = film.frames.first?.scene.screen ?? ScreenArea(Environment())
        let title = "sheetlab film: " + film.names.joined(separator: ", ")
        let first = film.frames.first.map { DecimalFormat.seconds(ticks: $0.scene.tick) } ?? "0.000s"
        let last = film.frames.last.map { DecimalFormat.seconds(ticks: $0.scene.tick) } ?? "0.000s"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="sheetlab \(SheetLabCore.version)">
            <title>\(Markup.escaped(title))</title>
            <style>
            \(style)</style>
            </head>
            <body>
            <canvas id="phone" width="1" height="1" aria-label="the phone at the current frame"></canvas>
            <div id="side">
            <h1>\(Markup.escaped(title))</h1>
            <p id="span">\(film.frames.count) frames, \(first) to \(last)</p>
            <p id="clock">0.000s</p>
            <table id="sheets"></table>
            <p class="hint">Space plays or pauses; arrow keys step a frame (Shift: ten); Home and End jump.</p>
            </div>
            <div id="below">
            <div id="controls">
            <button id="first" title="first frame (Home)">|&#x25C0;</button>
            <button id="back" title="previous frame (Left)">&#x25C0; frame</button>
            <button id="play" title="play or pause (Space)">&#x25B6; play</button>
            <button id="forward" title="next frame (Right)">frame &#x25B6;</button>
            <button id="last" title="last frame (End)">&#x25B6;|</button>
            <input id="scrubber" type="range" min="0" max="0" value="0" step="1" aria-label="time">
            <span id="time"></span>
            </div>
            <canvas id="plot" width="1" height="1" aria-label="plotted fields"></canvas>
            </div>
            <noscript><p>This film needs JavaScript to draw its frames.</p></noscript>
            <script type="application/json" id="film-data">\(FilmData.json(film, scale: scale(for: screen), bezel: bezel))</script>
            <script>
            \(script)</script>
            </body>
            </html>

            """
    }
}
