import SheetLabCore

extension Vocabulary {
    /// The vocabulary of the model: each kind's parameter table, every `Field`, and the phases.
    ///
    /// Parameters with words become choices; the others are `.word` (numbers and lists alike),
    /// which the kind checks when the command runs.
    ///
    /// - Parameter parameterTables: each kind's `Machine.parameterTable`, in `Kind` order.
    public static func core(parameterTables: [(kind: Kind, parameters: [ParameterInfo])]) -> Vocabulary {
        Vocabulary(
            kinds: parameterTables.map { entry in
                KindEntry(
                    entry.kind.rawValue,
                    parameters: entry.parameters.map { info in
                        ParameterEntry(
                            info.name, info.words.isEmpty ? .word : .choice(info.words),
                            defaultValue: info.defaultValue, wordsFrom: info.wordsFrom)
                    })
            },
            fields: Field.allCases.map { field in
                FieldEntry(
                    field.rawValue, valueType(of: field),
                    kinds: Kind.allCases.filter { field.applies(to: $0) || field == .name }.map(\.rawValue))
            })
    }

    /// What a field holds, for `expect` and completion (`docs/commands.md`, Fields).
    static func valueType(of field: Field) -> ValueType {
        switch field {
        case .phase: .choice(Phase.allCases.map(\.rawValue))
        case .armed, .hitTesting, .presented, .armedColor: .flag
        case .action: .choice(["dismiss", "pop", "custom"])
        case .detent, .name: .word
        case .animation: .text
        default: field.decimals == 0 ? .integer : .number
        }
    }
}
