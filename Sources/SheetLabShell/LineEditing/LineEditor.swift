import CEditLine

/// The interactive line reader: libedit with a prompt, emacs keys, history and Tab completion.
///
/// A class because libedit holds a pointer to it (EL_CLIENTDATA) for its callbacks. Create it
/// only when `Terminal.isInteractive`. Creating one installs a SIGINT handler that does nothing
/// but interrupt reading: Ctrl-C drops the line being edited and prompts again (and no longer
/// stops the process while a command runs). `~/.editrc` (or `$EDITRC`) is read, as by other
/// libedit programs.
///
/// The prompt, the echo of what is typed and completion listings go to `Terminal.editorOutput`
/// (stdout when it is a terminal, else stderr or `/dev/tty`), so `sheetlab | tee log` edits
/// lines as usual while the results go down the pipe.
public final class LineEditor: LineSource {
    /// Offers completions: the whole line and the cursor position in characters from its
    /// start, to candidates that each replace the word before the cursor.
    public typealias Completer = (_ line: String, _ cursor: Int) -> [String]

    /// The most history entries kept in memory and in the file.
    public static let historySize: Int32 = 1000

    private let editLine: OpaquePointer
    private let history: OpaquePointer
    /// Where libedit draws: the terminal.
    let terminal: Output
    /// The history file each accepted line is appended to; nil for none.
    private var historyPath: String?
    /// History file failures not yet reported; the shell prints them after the line.
    public private(set) var historyFailures: [ShellError] = []
    private let complete: Completer
    private let prompt: UnsafeMutablePointer<CChar>
    private let continuationPrompt: UnsafeMutablePointer<CChar>
    /// The prompt the next redraw shows; read by `promptForEditor`.
    private(set) var currentPrompt: UnsafeMutablePointer<CChar>
    /// The line and cursor the last Tab left, to recognise a second Tab in the same place.
    private var lastCompletion: (line: [UInt8], cursor: Int)?

    /// Sets up libedit on stdin, the terminal and stderr; no history file is read until
    /// `attachHistory`.
    public init(
        prompt: String = "sheetlab> ", continuationPrompt: String = "...> ",
        complete: @escaping Completer
    ) {
        setlocale(LC_CTYPE, "")
        sheetlab_install_interrupting_handler(SIGINT, interruptReceived)
        self.prompt = strdup(prompt)
        self.continuationPrompt = strdup(continuationPrompt)
        self.currentPrompt = self.prompt
        self.complete = complete
        let (output, descriptor) = Terminal.editorOutput()
        terminal = Output(fileDescriptor: descriptor)
        editLine = el_init("sheetlab", sheetlab_stdin(), output, sheetlab_stderr())
        history = history_init()
        var event = HistEvent()
        sheetlab_history_set_size(history, &event, Self.historySize)
        sheetlab_history_set_unique(history, &event, 1)
        sheetlab_el_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
        sheetlab_el_set_editor(editLine, "emacs")
        sheetlab_el_set_signal(editLine, 1)
        sheetlab_el_set_prompt(editLine, promptForEditor)
        sheetlab_el_set_history(editLine, history)
        el_source(editLine, nil)
        sheetlab_el_add_function(
            editLine, "sheetlab-complete", "Complete the word before the cursor", completeForEditor)
        sheetlab_el_bind(editLine, "^I", "sheetlab-complete")
    }

    deinit {
        el_end(editLine)
        history_end(history)
        free(prompt)
        free(continuationPrompt)
    }

    /// Reads one logical line: `...> ` continues a line ending in `\`; Ctrl-C drops the line
    /// (and any continuation) and prompts again; Ctrl-D on an empty line prints a newline and
    /// returns nil, saying on stderr when it drops an unfinished continued command. A non-empty
    /// line is added to the history, trimmed, unless it repeats the previous entry.
    public func nextLine() -> String? {
        fflush(sheetlab_stdout())
        var continuation = ContinuedLine()
        while true {
            currentPrompt = continuation.isContinuing ? continuationPrompt : prompt
            lastCompletion = nil
            var count: Int32 = 0
            errno = 0
            guard let bytes = el_gets(editLine, &count), count > 0 else {
                if count < 0 && errno == EINTR {
                    terminal.write("\n")
                    continuation.reset()
                    continue
                }
                terminal.write("\n")
                if continuation.isContinuing {
                    Output.standardError.write(Self.droppedNote(continuation.pending))
                }
                return nil
            }
            var physicalLine = String(cString: bytes)
            if physicalLine.hasSuffix("\n") { physicalLine.removeLast() }
            if let logicalLine = continuation.append(physicalLine) {
                remember(logicalLine)
                return logicalLine
            }
        }
    }

    /// What Ctrl-D on a `...> ` line says: the joined text so far was not run.
    static func droppedNote(_ pending: String) -> String {
        "note: end of input: the unfinished command '\(pending)' was dropped\n"
    }

    /// Adds `line`, trimmed, to the history unless it is blank or repeats the newest entry,
    /// and appends it to the history file at once.
    public func remember(_ line: String) {
        let trimmed = line.trimmingBlanks()
        guard !trimmed.isEmpty else { return }
        var event = HistEvent()
        if sheetlab_history_first(history, &event) >= 0, let newest = event.str, String(cString: newest) == trimmed {
            return
        }
        sheetlab_history_enter(history, &event, trimmed)
        guard let historyPath else { return }
        do {
            try HistoryFile.append(trimmed, to: historyPath)
        } catch {
            historyFailures.append(error)
        }
    }

    /// Reads the history file at `path` (libedit's format; a missing file is an empty history)
    /// and appends every line entered from now on to it.
    public func attachHistory(_ path: String) throws(ShellError) {
        historyPath = path
        try HistoryFile.load(path, into: history, limit: Self.historySize)
    }

    /// Returns the history failures not yet reported and forgets them.
    public func takeHistoryFailures() -> [ShellError] {
        defer { historyFailures = [] }
        return historyFailures
    }

    /// The editor whose EL_CLIENTDATA `editLine` carries.
    static func owner(of editLine: OpaquePointer?) -> LineEditor? {
        guard let editLine, let data = sheetlab_el_get_client_data(editLine) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }

    /// Handles Tab: asks the completer, then edits the line or lists candidates.
    func completeWord() -> UInt8 {
        guard let info = el_line(editLine)?.pointee else { return UInt8(CC_ERROR) }
        let line = bytes(from: info.buffer, to: info.lastchar)
        let cursor = info.cursor - info.buffer
        let before = String(decoding: line[..<cursor], as: UTF8.self)
        let candidates = complete(String(decoding: line, as: UTF8.self), before.count)
        let isRepeated = lastCompletion.map { $0.line == line && $0.cursor == cursor } ?? false
        let step = CompletionStep.next(
            textBeforeCursor: before, candidates: candidates, isRepeated: isRepeated)
        var result = CC_REFRESH
        switch step {
        case .beep:
            result = CC_REFRESH_BEEP
        case .replace(let word, let replacement, let isAmbiguous):
            el_deletestr(editLine, Int32(word.unicodeScalars.count))
            el_insertstr(editLine, replacement)
            if isAmbiguous { result = CC_REFRESH_BEEP }
        case .list(let candidates):
            let width = Int(sheetlab_el_columns(editLine))
            terminal.write("\n" + CompletionListing.format(candidates, width: width > 0 ? width : 80))
            result = CC_REDISPLAY
        }
        if let after = el_line(editLine)?.pointee {
            lastCompletion = (bytes(from: after.buffer, to: after.lastchar), after.cursor - after.buffer)
        }
        return UInt8(result)
    }

    /// The bytes from `start` up to `end`.
    private func bytes(
        from start: UnsafePointer<CChar>, to end: UnsafePointer<CChar>
    ) -> [UInt8] {
        UnsafeRawBufferPointer(start: start, count: end - start).map { $0 }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    func trimmingBlanks() -> String {
        let characters = Array(self)
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
            let last = characters.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(characters[first...last])
    }
}
