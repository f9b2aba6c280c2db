/// The parenthesised reason a transition line prints (`release: translation 200.0 >= threshold
/// 140.0`, `escape`), given or built when first read.
///
/// A release's reason is built only when printed: explore ends thousands of drags in a release
/// whose line nobody prints, and formatting its comparison was most of a release's cost
/// (screen, modal and sheet at depth 4, callgrind).
public struct TransitionCause: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// What comes before the reason (`release: `), or empty.
    private var prefix: StaticString
    private var reason: Deferred<String>

    public init(_ text: String) {
        prefix = ""
        reason = Deferred(text)
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// `release: ` and a reason shared with the release's decision (`Decision.reasonText`).
    static func release(_ reason: Deferred<String>) -> TransitionCause {
        TransitionCause(prefix: "release: ", reason: reason)
    }

    private init(prefix: StaticString, reason: Deferred<String>) {
        self.prefix = prefix
        self.reason = reason
    }

    /// The text, as the transition line prints it.
    public var description: String {
        let reason = reason.value
        return prefix.utf8CodeUnitCount == 0 ? reason : prefix.description + reason
    }

    public static func == (left: TransitionCause, right: TransitionCause) -> Bool {
        left.description == right.description
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }
}
