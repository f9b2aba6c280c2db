import CEditLine

// C callbacks handed to libedit. They are global functions outside `main.swift` so that they
// are not main-actor isolated; each finds its `LineEditor` through EL_CLIENTDATA.

/// EL_PROMPT: the prompt for the line being read, owned by the editor.
func promptForEditor(_ editLine: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    LineEditor.owner(of: editLine)?.currentPrompt
}

/// EL_ADDFN bound to Tab: completes the word before the cursor.
func completeForEditor(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
    guard let editor = LineEditor.owner(of: editLine) else { return UInt8(CC_ERROR) }
    return editor.completeWord()
}

/// SIGINT: does nothing, but interrupts a blocked read (no SA_RESTART), so `el_gets` returns
/// -1 with EINTR and the editor drops the line.
func interruptReceived(_ signal: Int32) {}
