import SheetLabCore
import Testing

@testable import SheetLabScript

/// Issue 35: no output shows a non-finite number, whatever parameter values the tables accept.
///
/// Every design of every kind (each sheet profile, modal variant and edge profile) gets each of its
/// parameters at 0, at its smallest and largest accepted values and at the words and numbers its
/// range names, then one fixed gesture script; every command's output and error must be free of
/// `nan`, `inf` and `infinity`. The values come from the parameter tables, so a new parameter is
/// covered without changing this test.
struct NonFiniteParameterTests {
    /// One design's parameter at one value, given at `new` or by `set` in the middle of a drag.
    struct Case: CustomTestStringConvertible, Sendable {
        let kind: Kind
        /// `profile=material`, or empty for a kind with one design.
        let design: String
        let parameter: String
        let value: String
        /// Whether `set` gives the value while a finger holds the content, rather than `new`.
        let live: Bool

        var testDescription: String {
            "\(kind.rawValue) \(design.isEmpty ? "" : design + " ")\(live ? "set " : "")\(parameter)=\(value)"
        }

        /// The commands of the case: the value given at `new` and the gestures, or given by `set` in
        /// the middle of a drag and the readouts.
        var commands: [String] {
            let new = "new \(kind.rawValue) s" + (design.isEmpty ? "" : " " + design)
            guard live else { return ["\(new) \(parameter)=\(value)"] + NonFiniteParameterTests.gestures(of: kind) }
            return [new, "drag s 100 100 over 0.2 hold", "set s.\(parameter) \(value)", "release s", "explain s"]
                + NonFiniteParameterTests.readouts
        }
    }

    /// Every readout of a sheet: `inspect` in text and JSON, `explain` and `log`.
    static let readouts = ["settle max 1s", "inspect s", "inspect s json", "explain s", "log s"]

    /// The gestures after `new`: a drag towards dismissal and one back (the edge's too short to
    /// commit), a fling, a backdrop tap and escape, each followed by `explain` and, after a possible
    /// dismissal, `present`; a step, then the readouts. The edge pans sideways, the others down.
    static func gestures(of kind: Kind) -> [String] {
        let moves =
            kind == .edge
            ? ["drag s 300 0 over 0.3", "drag s 40 0 over 0.3", "fling s 400 0 at 2000"]
            : ["drag s 0 300 over 0.3", "drag s 0 -300 over 0.3", "fling s 0 400 at 2000"]
        return (moves + ["tap s backdrop", "escape s"]).flatMap { [$0, "explain s", "settle max 1s", "present s"] }
            + ["step 0.5"] + readouts
    }

    /// Every design of `kind` as the `new` assignment choosing it (`profile=material`); one empty
    /// assignment for a kind without a design parameter. Aliases of one design are tried once.
    static func designs(of kind: Kind) -> [String] {
        guard let info = kind.machineType.parameterTable.first(where: \.choosesDesign) else { return [""] }
        var seen: Set<String> = []
        return info.words.filter { word in
            guard let machine = try? kind.makeMachine(configuredBy: [ParameterSetting(name: info.name, value: word)])
            else { return true }
            return seen.insert(machine.parameterText(info.name) ?? word).inserted
        }.map { "\(info.name)=\($0)" }
    }

    /// A machine of `kind` with `design` chosen and every other parameter at its default.
    static func machine(of kind: Kind, design: String) -> any Machine {
        var machine = kind.makeMachine()
        if let equals = design.firstIndex(of: "=") {
            let setting = ParameterSetting(
                name: String(design[..<equals]), value: String(design[design.index(after: equals)...]))
            machine = (try? kind.makeMachine(configuredBy: [setting])) ?? machine
        }
        return machine
    }

    /// The parameters a design reads, from its machine's table.
    static func parameters(of kind: Kind, design: String) -> [ParameterInfo] {
        machine(of: kind, design: design).parameterInfo.filter { !$0.choosesDesign }
    }

    /// Zero and the smallest and largest sizes `ParameterParsing` accepts.
    static let extremes = ["0", "0.000001", "1000000"]

    /// The values to try for `info` on `machine`: its first and last words and the plain words its
    /// range lists (`none` of `none or through:DETENT`), the first and last items of the list it
    /// takes its words from, zero and the extreme sizes, every number its range names (`0 to 3600`)
    /// as itself and as a percentage when the range takes one, and each template of the range
    /// (`content:N`, `ease-out(D)`) with its placeholders at each of those numbers.
    static func values(of info: ParameterInfo, in machine: any Machine) -> [String] {
        var values: [String] = []
        func add(_ value: String) { if !values.contains(value) { values.append(value) } }
        /// The first and last items of a comma list parameter's current value (`detents`).
        func ends(ofList name: String) -> [String] {
            let items = (machine.parameterText(name) ?? "").split(separator: ",").map(String.init)
            return [items.first, items.last].compactMap(\.self)
        }
        let range = info.range
        for word in [info.words.first, info.words.last].compactMap(\.self) + plainWords(in: range) { add(word) }
        for item in info.wordsFrom.map(ends(ofList:)) ?? [] { add(item) }
        let numbers = extremes + Self.numbers(in: range)
        if range.contains(where: \.isNumber) || info.words.isEmpty {
            for number in numbers { add(number) }
            for number in numbers where range.contains("%") { add(number + "%") }
        } else {
            add("0")
        }
        for template in templates(in: range) {
            // Number placeholders (N, R, D) take each number, all at once; a word (DETENT) takes each
            // end of the list it names (`detents`).
            let lists = placeholders(in: template).filter { $0.count > 1 }.map { ends(ofList: $0.lowercased() + "s") }
            for value in lists.first(where: { !$0.isEmpty }) ?? numbers { add(filled(template, with: value)) }
        }
        return values
    }

    /// The number literals in a range text (`0 to 3600` gives 0 and 3600).
    static func numbers(in range: String) -> [String] {
        range.split(whereSeparator: { !$0.isNumber && $0 != "." }).map(String.init)
            .filter { Double($0) != nil }
    }

    /// The alternatives of a range text that are plain words (`none`, `medium`, `long-form`).
    static func plainWords(in range: String) -> [String] {
        var parts = [Substring(range)]
        for separator in [", ", " or ", " and "] {
            parts = parts.flatMap { $0.split(separator: separator) }
        }
        return parts.filter { $0.wholeMatch(of: /[a-z][a-z-]*/) != nil }.map(String.init)
    }

    /// The templates of a range text: a word followed by `:PLACEHOLDER` or by a parenthesised list
    /// holding placeholders (`content:N`, `spring(response: R, dampingRatio: Z)`).
    static func templates(in range: String) -> [String] {
        range.matches(of: /[a-z][a-z-]*(?::[A-Z]+|\([^)]*\))/).map { String($0.output) }
            .filter { !placeholders(in: $0).isEmpty }
    }

    /// The uppercase words of a template (`R` and `Z`, not the `R` of `dampingRatio`).
    static func placeholders(in template: String) -> [String] {
        template.split(whereSeparator: { !$0.isLetter }).filter { $0.allSatisfy(\.isUppercase) }.map(String.init)
    }

    /// `template` with every placeholder replaced by `value`.
    static func filled(_ template: String, with value: String) -> String {
        var result = ""
        var word = ""
        for character in template + " " {
            if character.isLetter {
                word.append(character)
                continue
            }
            result += word.allSatisfy(\.isUppercase) && !word.isEmpty ? value : word
            word = ""
            result.append(character)
        }
        return String(result.dropLast())
    }

    static let cases: [Case] = Kind.allCases.flatMap { kind in
        designs(of: kind).flatMap { design in
            let machine = machine(of: kind, design: design)
            return parameters(of: kind, design: design).flatMap { info in
                values(of: info, in: machine).flatMap { value in
                    [false, true].map {
                        Case(kind: kind, design: design, parameter: info.name, value: value, live: $0)
                    }
                }
            }
        }
    }

    /// Whether `text` shows a non-finite number as a word (`nan`, `-inf`, `Infinity`).
    static func showsNonFinite(_ text: String) -> Bool {
        text.lowercased().split(whereSeparator: { !$0.isLetter }).contains {
            $0 == "nan" || $0 == "inf" || $0 == "infinity"
        }
    }

    @Test(arguments: cases)
    func noOutputShowsANonFiniteNumber(_ testCase: Case) {
        var session = Session(origin: .file("nonfinite.scenario"), files: CapturedFiles())
        var refused = false
        for line in testCase.commands {
            // A refused value leaves nothing to move: its error is the output to check.
            if refused { break }
            let result = session.execute(LogicalLine(line))
            refused = result.error != nil && (line.hasPrefix("new ") || line.hasPrefix("set "))
            let text =
                result.output + result.diagnostics + (result.error.map { $0.rendered(origin: .file("x")) } ?? "")
            #expect(!Self.showsNonFinite(text), "'\(line)' printed:\n\(text)")
        }
    }

    /// Pairs of values that no one value reaches, found by trying every pair of every design's
    /// values: FloatingPanel anchors at one height make the library's projection NaN.
    @Test(arguments: [
        "sheet s profile=floatingpanel full-inset=0 tip-inset=100%",
        "sheet s profile=floatingpanel full-inset=100% tip-inset=0",
        "sheet s profile=floatingpanel full-inset=100% tip-inset=0 should-project-momentum=true",
        "sheet s profile=material content-height=0 peek-height=auto",
    ])
    func combinationsShowNoNonFiniteNumber(_ parameters: String) {
        var session = Session(origin: .file("nonfinite.scenario"), files: CapturedFiles())
        for line in ["new " + parameters] + Self.gestures(of: .sheet) {
            let result = session.execute(LogicalLine(line))
            let text =
                result.output + result.diagnostics + (result.error.map { $0.rendered(origin: .file("x")) } ?? "")
            #expect(result.error == nil || line.hasPrefix("present") || line.hasPrefix("tap"), "'\(line)': \(text)")
            #expect(!Self.showsNonFinite(text), "'\(line)' printed:\n\(text)")
        }
    }

    /// The table gives every parameter a value it accepts besides its refusals, and the sheet's
    /// peer profiles, the modal's variants and the edge's android profile are among the designs.
    @Test func everyParameterAcceptsOneOfItsValuesAndEveryDesignIsCovered() {
        #expect(Self.designs(of: .sheet).count == SheetProfile.all.count)
        #expect(Self.designs(of: .modal) == ["variant=content", "variant=modifier"])
        #expect(Self.designs(of: .edge) == ["profile=seed", "profile=android"])
        #expect(Self.cases.count > 1000, "\(Self.cases.count) cases")
        for kind in Kind.allCases {
            for design in Self.designs(of: kind) {
                let choice = design.split(separator: "=").map(String.init)
                let defaults = Self.machine(of: kind, design: design)
                for info in Self.parameters(of: kind, design: design) {
                    let values = Self.values(of: info, in: defaults)
                    let accepted = values.filter { value in
                        var settings = [ParameterSetting(name: info.name, value: value)]
                        if choice.count == 2 {
                            settings.insert(ParameterSetting(name: choice[0], value: choice[1]), at: 0)
                        }
                        return (try? kind.makeMachine(configuredBy: settings)) != nil
                    }
                    #expect(!accepted.isEmpty, "\(kind) \(design) \(info.name) accepts none of \(values)")
                }
            }
        }
    }
}
