import SheetLabCore

@testable import SheetLabScript

/// Runs command lines in a fresh session (files in memory) and fails loudly on an error.
func session(running lines: [String], files: MemoryFiles = MemoryFiles([:])) -> Session {
    var session = Session(origin: .file("main.scenario"), files: files)
    for line in lines {
        let result = session.execute(LogicalLine(line))
        precondition(result.error == nil, "'\(line)' failed: \(String(describing: result.error))")
    }
    return session
}

extension String {
    /// The text without ANSI escape sequences (`ESC [ ... letter`).
    var withoutEscapes: String {
        var result = ""
        var inEscape = false
        var sawBracket = false
        for scalar in unicodeScalars {
            if inEscape {
                if !sawBracket {
                    sawBracket = scalar == "["
                    if !sawBracket { inEscape = false }
                } else if scalar.properties.isAlphabetic {
                    inEscape = false
                }
                continue
            }
            if scalar == "\u{1B}" {
                inEscape = true
                sawBracket = false
                continue
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
