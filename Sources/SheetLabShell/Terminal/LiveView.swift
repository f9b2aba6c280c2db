/// `view on` in a terminal: the picture stays in the top lines of the screen and is redrawn in
/// place, while commands and their output scroll in a scroll region below it.
///
/// Opening pushes what the screen shows into the scrollback (nothing is overwritten), then
/// limits scrolling to the lines under the picture (DECSTBM). Each draw saves the cursor, writes
/// the picture's lines at the top, clearing each to its end, and restores the cursor. A change of
/// the picture's height or of the terminal's rows opens it again; a terminal too short to keep
/// two lines under the picture gets it printed as ordinary output. Closing gives the whole
/// screen back to scrolling; the last picture stays until it scrolls away.
final class LiveView {
    /// Lines kept for the shell under a picture: the prompt and a few lines of output.
    static let shellRows = 6

    /// The picture's lines at the top, or 0 when closed.
    private(set) var pictureLines = 0
    /// The terminal's rows when the scroll region was set.
    private var terminalRows = 0
    private let output: Output

    init(output: Output = .standardOutput) {
        self.output = output
    }

    /// Draws `picture` (lines ending in newlines) in place at the top.
    func draw(_ picture: String, terminalRows rows: Int) {
        var lines = picture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard lines.count + 2 <= rows else {
            // No room for a picture above the shell: print it as any output.
            close()
            output.write(picture)
            return
        }
        var text = ""
        if lines.count != pictureLines || rows != terminalRows {
            if pictureLines > 0 { text += "\u{1B}7\u{1B}[r\u{1B}8" }
            // To the last line, then scroll the whole screen into the scrollback.
            text += "\u{1B}[\(rows);1H" + String(repeating: "\n", count: max(rows - 1, 0))
            text += "\u{1B}[\(lines.count + 1);\(rows)r\u{1B}[\(lines.count + 1);1H"
            pictureLines = lines.count
            terminalRows = rows
        }
        text += "\u{1B}7"
        for (index, line) in lines.enumerated() {
            text += "\u{1B}[\(index + 1);1H" + line + "\u{1B}[0m\u{1B}[K"
        }
        text += "\u{1B}8"
        output.write(text)
    }

    /// Gives the whole screen back to scrolling; nothing when closed.
    func close() {
        guard pictureLines > 0 else { return }
        output.write("\u{1B}7\u{1B}[r\u{1B}8")
        pictureLines = 0
        terminalRows = 0
    }
}
