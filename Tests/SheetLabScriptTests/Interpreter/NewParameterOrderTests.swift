import SheetLabCore
import Testing

@testable import SheetLabScript

/// docs/decisions.md#parameters: the parameters of `new` are validated together after all are read, in
/// any order, so every permutation gives the same sheet (or the same error); `detent` defaults to
/// the first of `detents` (issue 10, item 1).
struct NewParameterOrderTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let kind: Kind
        let parameters: [String]
        /// The error every order reports, or nil when the set is valid.
        let error: String?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "sheet: detent names a detent listed after it", kind: .sheet,
            parameters: ["detent=150", "detents=150,300", "dismiss-below=80", "background=through:150"], error: nil),
        Case(
            name: "sheet: detents alone presents at the first", kind: .sheet,
            parameters: ["detents=100,200", "backdrop=0.5", "fling-distance=400", "dismiss=disabled"], error: nil),
        Case(
            name: "screen: every parameter", kind: .screen,
            parameters: ["threshold=100", "min-distance=8", "fling-factor=1.5", "shrink=0.2", "fade=0.5"], error: nil),
        Case(
            name: "modal: every parameter", kind: .modal,
            parameters: ["threshold=80", "velocity=300", "height=200", "backdrop=0.6"], error: nil),
        Case(
            name: "edge: words and numbers", kind: .edge,
            parameters: ["edge=trailing", "stack=3", "action=pop", "action-timing=after-commit", "enabled=false"],
            error: nil),
        Case(
            name: "sheet: a detent its detents do not list fails the same in every order", kind: .sheet,
            parameters: ["detents=150,300", "detent=200", "backdrop=0.5"],
            error: "invalid value '200' for 'detent': expected one of 150, 300"),
    ]

    /// Every ordering of `items` (Heap's algorithm).
    static func permutations(_ items: [String]) -> [[String]] {
        var result: [[String]] = []
        var items = items
        func generate(_ count: Int) {
            guard count > 1 else {
                result.append(items)
                return
            }
            for index in 0..<count {
                generate(count - 1)
                items.swapAt(count % 2 == 0 ? index : 0, count - 1)
            }
        }
        generate(items.count)
        return result
    }

    /// The sheet `new KIND s PARAMETERS...` makes (as a hashable value), or its error message.
    static func outcome(_ kind: Kind, _ parameters: [String]) -> Result<AnyHashable, ScriptError> {
        var session = Session(origin: .commandLine)
        session.trace = .off
        let line = (["new", kind.rawValue, "s"] + parameters).joined(separator: " ")
        let result = session.execute(LogicalLine(line))
        if let error = result.error { return .failure(error) }
        return .success(AnyHashable(session.world.sheets[0].machine))
    }

    @Test(arguments: cases)
    func everyOrderGivesTheSameSheet(_ row: Case) throws {
        let orders = Self.permutations(row.parameters)
        #expect(orders.count == (1...row.parameters.count).reduce(1, *))
        let first = Self.outcome(row.kind, row.parameters)
        for order in orders {
            let outcome = Self.outcome(row.kind, order)
            switch (first, outcome) {
            case (.success(let expected), .success(let actual)):
                #expect(actual == expected, "\(row.name): \(order.joined(separator: " "))")
            case (.failure(let expected), .failure(let actual)):
                // The column follows the offending word wherever the order puts it.
                #expect(actual.reason == expected.reason, "\(row.name): \(order.joined(separator: " "))")
            default:
                Issue.record("\(row.name): \(order.joined(separator: " ")) differs from the first order")
            }
        }
        if let message = row.error {
            guard case .failure(let error) = first else {
                Issue.record("\(row.name): no error")
                return
            }
            #expect(error.reason == .runtime(message))
        } else {
            #expect(throws: Never.self) { try first.get() }
        }
    }

    @Test func detentDefaultsToTheFirstOfDetents() throws {
        var session = Session(origin: .commandLine)
        _ = session.execute(LogicalLine("new sheet s detents=100,200"))
        let machine = try session.world.machine(named: "s")
        #expect(machine.value(of: .detent, in: session.world.environment) == .word("100"))
        #expect(machine.value(of: .height, in: session.world.environment) == .number(100))
    }
}
