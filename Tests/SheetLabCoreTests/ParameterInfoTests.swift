import Testing

@testable import SheetLabCore

/// Every parameter of every kind says what `help KIND` prints (range and source), and the range
/// it states is the one `setParameter` enforces: the bounds are accepted, just past them refused.
struct ParameterInfoTests {
    @Test(arguments: Kind.allCases)
    func everyParameterHasARangeAndASource(_ kind: Kind) {
        for parameter in kind.machineType.parameterTable {
            #expect(!parameter.range.isEmpty, "\(kind) \(parameter.name): range")
            #expect(!parameter.source.isEmpty, "\(kind) \(parameter.name): source")
            #expect(["", "pt", "pt/s", "s"].contains(parameter.unit), "\(kind) \(parameter.name): unit")
        }
    }

    /// (values accepted, values refused) for each numeric range spelling.
    static let numericRanges: [String: (accepted: [String], refused: [String])] = [
        ">= 0": (["0", "1e3"], ["-0.001", "nan"]),
        "> 0": (["0.001", "1e3"], ["0", "-1"]),
        "0 to 1": (["0", "1", "0.5"], ["-0.001", "1.001"]),
        "a whole number >= 1": (["1", "7"], ["0", "1.5"]),
        "0 to 3600": (["0", "3600"], ["-0.001", "3600.001"]),
    ]

    @Test(arguments: Kind.allCases)
    func statedRangesAreEnforced(_ kind: Kind) {
        for parameter in kind.machineType.parameterTable {
            if let (accepted, refused) = Self.numericRanges[parameter.range] {
                for value in accepted {
                    var machine = kind.makeMachine()
                    #expect(
                        (try? machine.setParameter(parameter.name, to: value, at: 0, in: Environment())) != nil,
                        "\(kind) \(parameter.name) = \(value) is within '\(parameter.range)'")
                }
                for value in refused {
                    var machine = kind.makeMachine()
                    #expect(
                        (try? machine.setParameter(parameter.name, to: value, at: 0, in: Environment())) == nil,
                        "\(kind) \(parameter.name) = \(value) is outside '\(parameter.range)'")
                }
            } else if !parameter.words.isEmpty {
                #expect(
                    parameter.range == parameter.words.joined(separator: ", ")
                        || parameter.range == parameter.words.joined(separator: " or "),
                    "\(kind) \(parameter.name): the range lists the words")
            }
            var machine = kind.makeMachine()
            #expect(
                (try? machine.setParameter(parameter.name, to: parameter.defaultValue, at: 0, in: Environment()))
                    != nil,
                "\(kind) \(parameter.name): the default is accepted")
        }
    }
}
