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
            // px, px/s and 1/s: the peer libraries' own units (issue 17: material counts pixels,
            // FloatingPanel's removal threshold is a velocity over a distance).
            #expect(
                ["", "pt", "pt/s", "s", "px", "px/s", "1/s"].contains(parameter.unit), "\(kind) \(parameter.name): unit"
            )
        }
    }

    /// (values accepted, values refused) for each numeric range spelling.
    static let numericRanges: [String: (accepted: [String], refused: [String])] = [
        ">= 0": (["0", "1e3"], ["-0.001", "nan"]),
        "> 0": (["0.001", "1e3"], ["0", "-1"]),
        "0 to 1": (["0", "1", "0.5"], ["-0.001", "1.001"]),
        "a whole number >= 1": (["1", "7"], ["0", "1.5"]),
        "0 to 3600": (["0", "3600"], ["-0.001", "3600.001"]),
        "a whole number from 0 to 20": (["0", "20"], ["-1", "21", "1.5"]),
    ]

    /// A machine of `kind` that reads `parameter`: the default design, or the first design (a
    /// sheet profile, a modal variant) whose parameters include it.
    static func machine(reading parameter: String, of kind: Kind) -> (any Machine)? {
        let machine = kind.makeMachine()
        if machine.parameterInfo.contains(where: { $0.name == parameter }) { return machine }
        if parameter == "design" {
            // A design file's machine, made from a design the script layer would have read.
            var design = Design(name: Located("d"), family: Located(DesignFamily(rawValue: kind.rawValue) ?? .sheet))
            if kind == .sheet { design.positionsStatement = Located([Located(DesignPosition(.points(200)))]) }
            design.release = [ReleaseClause(kind == .sheet ? .stay : .cancel)]
            return try? kind.makeMachine(
                configuredBy: [ParameterSetting(name: "design", value: "d.design")], designs: ["d.design": design])
        }
        for chooser in kind.machineType.parameterTable where chooser.choosesDesign {
            for word in chooser.words {
                var designed = kind.makeMachine()
                guard (try? Kind.setParameter(chooser.name, to: word, of: &designed, at: 0, in: Environment())) != nil
                else {
                    continue
                }
                if designed.parameterInfo.contains(where: { $0.name == parameter }) { return designed }
            }
        }
        return nil
    }

    @Test(arguments: Kind.allCases)
    func statedRangesAreEnforced(_ kind: Kind) throws {
        for parameter in kind.machineType.parameterTable {
            let reader = try #require(Self.machine(reading: parameter.name, of: kind), "\(kind) \(parameter.name)")
            if let (accepted, refused) = Self.numericRanges[parameter.range] {
                for value in accepted {
                    var machine = reader
                    #expect(
                        (try? machine.setParameter(parameter.name, to: value, at: 0, in: Environment())) != nil,
                        "\(kind) \(parameter.name) = \(value) is within '\(parameter.range)'")
                }
                for value in refused {
                    var machine = reader
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
            // `design` has no default value: a sheet without it follows a profile.
            guard parameter.name != "design" else { continue }
            var machine = reader
            #expect(
                (try? machine.setParameter(parameter.name, to: parameter.defaultValue, at: 0, in: Environment()))
                    != nil,
                "\(kind) \(parameter.name): the default is accepted")
        }
    }
}
