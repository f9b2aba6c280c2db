import SheetLabScript

/// An input/output failure of the shell layer; `description` is the lowercase message.
public enum ShellError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A file could not be opened or read; `reason` is the system's explanation.
    case cannotRead(path: String, reason: String)
    /// A file could not be written, synced or renamed into place.
    case cannotWrite(path: String, reason: String)
    /// A folder could not be created.
    case cannotCreateFolder(path: String, reason: String)

    public var description: String {
        switch self {
        case .cannotRead(let path, let reason): "cannot read '\(VisibleText.escaped(path))': \(reason)"
        case .cannotWrite(let path, let reason): "cannot write '\(VisibleText.escaped(path))': \(reason)"
        case .cannotCreateFolder(let path, let reason):
            "cannot create folder '\(VisibleText.escaped(path))': \(reason)"
        }
    }

    /// The system's message for an `errno` value, lowercased (`no such file or directory`).
    static func reason(errorNumber: Int32) -> String {
        guard let message = strerror(errorNumber) else { return "error \(errorNumber)" }
        return String(cString: message).lowercased()
    }
}
