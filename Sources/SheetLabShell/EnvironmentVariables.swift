import CEditLine

/// A snapshot of environment variables, so that decisions depending on them stay pure.
public struct EnvironmentVariables: Sendable, Equatable {
    /// The variables by name.
    public var variables: [String: String]

    /// Creates an environment holding exactly `variables`.
    public init(_ variables: [String: String] = [:]) {
        self.variables = variables
    }

    /// The process's environment at the moment of the call.
    public static func current() -> EnvironmentVariables {
        var variables: [String: String] = [:]
        guard var entry = sheetlab_environ() else { return EnvironmentVariables() }
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if variables[name] == nil {
                    variables[name] = String(text[text.index(after: equals)...])
                }
            }
            entry += 1
        }
        return EnvironmentVariables(variables)
    }

    /// The process's environment as the C array a spawned program takes.
    static func pointers() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        sheetlab_environ()
    }

    /// The value of the variable `name`, or nil when it is unset.
    public subscript(name: String) -> String? {
        get { variables[name] }
        set { variables[name] = newValue }
    }
}
