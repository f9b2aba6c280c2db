/// One parameter of a kind, as `new KIND NAME PARAM=VALUE` and `set NAME.PARAM VALUE` take it,
/// with what `help KIND` says about it.
///
/// Every property after `summary` has a default, so a table entry names only what it knows;
/// `help KIND` leaves out what is empty.
public struct ParameterInfo: Sendable, Hashable {
    /// The name users type (`fling-factor`).
    public var name: String
    /// The default, written as a user would type it.
    public var defaultValue: String
    /// The accepted words, for completion and "did you mean"; empty for numbers and lists.
    public var words: [String]
    /// One line of meaning, for `help`.
    public var summary: String
    /// The unit of a number (`pt`, `pt/s`); empty for ratios, counts and words.
    public var unit: String
    /// The values accepted, as a user reads them (`>= 0`, `0 to 1`, `leading, trailing, left,
    /// right`); what `setParameter` refuses lies outside it.
    public var range: String
    /// Where the default comes from: the seed file and line and the seed's name for it
    /// (`drag-to-dismiss-screen.txt:33 threshold`), or the document that filled a gap.
    public var source: String
    /// The parameter whose comma list gives this one's accepted words (`detent` takes one of
    /// `detents`), for completion; nil when the words are fixed or free.
    public var wordsFrom: String?

    /// Whether the parameter chooses the design (`sheet profile=`, `modal variant=`): `new` sets it
    /// before the others, because choosing resets them to the design's defaults; it cannot change live.
    public var choosesDesign: Bool

    public init(
        name: String, defaultValue: String, words: [String] = [], summary: String, unit: String = "",
        range: String = "", source: String = "", wordsFrom: String? = nil, choosesDesign: Bool = false
    ) {
        self.name = name
        self.defaultValue = defaultValue
        self.words = words
        self.summary = summary
        self.unit = unit
        self.range = range
        self.source = source
        self.wordsFrom = wordsFrom
        self.choosesDesign = choosesDesign
    }
}

/// Why a parameter value was refused; rendered by the script layer.
public enum ParameterError: Error, Sendable, Hashable {
    /// No parameter of that name for the kind.
    case unknownParameter(name: String, kind: Kind)
    /// The text is not a value of the parameter: `expected` says what is (`a number >= 0`).
    case invalidValue(name: String, value: String, expected: String)
    /// A parameter of the kind that the sheet's profile or variant does not read (`detents` on a
    /// `profile=custom` sheet); `parameters` are those it reads.
    case notInProfile(name: String, profile: String, parameters: [String])
    /// A parameter that chooses the design (`profile`, `variant`), set after creation.
    case fixedAtCreation(name: String)
}
