/// One shape of a command: `touch NAME down X Y` and `touch NAME up` are two forms of `touch`.
public struct CommandForm: Sendable, Equatable {
    /// The positional arguments, in order.
    public var arguments: [ArgumentSlot]
    /// The keyword options, in synopsis order.
    public var options: [OptionSlot]

    /// Creates a form.
    public init(_ arguments: [ArgumentSlot] = [], options: [OptionSlot] = []) {
        self.arguments = arguments
        self.options = options
    }

    /// The option introduced by `keyword`, if this form has one.
    public func option(_ keyword: String) -> OptionSlot? {
        options.first { $0.keyword == keyword }
    }

    /// Whether the command word alone is this form: no argument or option must be given.
    public var acceptsNoArguments: Bool {
        arguments.allSatisfy { $0.arity == .optional || $0.arity == .zeroOrMore }
            && !options.contains(where: \.isRequired)
    }

    /// The form's synopsis after the command word.
    public var synopsis: String {
        (arguments.map(\.synopsis) + options.map(\.synopsis)).joined(separator: " ")
    }
}
