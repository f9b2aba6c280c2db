extension Kind {
    /// The machine type that models this kind with its default parameters (a sheet's default
    /// profile is the seed's multi-height sheet); its tables are the kind's.
    public var machineType: any Machine.Type {
        switch self {
        case .screen: ScreenMachine.self
        case .modal: ModalMachine.self
        case .sheet: SheetMachine.self
        case .edge: EdgeMachine.self
        }
    }

    /// A machine of this kind with default parameters, never presented.
    public func makeMachine() -> any Machine {
        machineType.init()
    }

    /// A machine of this kind with `assignments` set as one set (`new KIND NAME P=V...`), never
    /// presented: a sheet's `profile` chooses the machine, the seed's sheets or a peer library's;
    /// `design=PATH` chooses the design file `designs` holds under that path (the script layer reads
    /// and checks it first: the core does no I/O).
    public func makeMachine(
        configuredBy assignments: [ParameterSetting], designs: [String: Design] = [:]
    ) throws(ParameterError) -> any Machine {
        if let written = assignments.last(where: { $0.name == "design" }) {
            return try makeMachine(designFile: written.value, designs: designs, with: assignments)
        }
        guard self == .sheet else {
            var machine = makeMachine()
            try machine.configure(assignments)
            return machine
        }
        var parameters = SheetParameters()
        try parameters.configure(assignments)
        return Self.sheetMachine(parameters)
    }

    /// `machine.setParameter(...)` for a machine held as `any Machine`: a sheet's `profile`, before
    /// the first presentation, may choose the other sheet machine, which then replaces `machine`.
    public static func setParameter(
        _ name: String, to value: String, of machine: inout any Machine, at tick: Int64, in environment: Environment
    ) throws(ParameterError) -> [Occurrence] {
        if name == "profile", let sheet = machine as? any SheetLifecycle, !sheet.wasPresented {
            var parameters = SheetParameters()
            try parameters.set(name, to: value)
            let chosen = sheetMachine(parameters)
            if type(of: chosen) != type(of: sheet) {
                machine = chosen
                return []
            }
        }
        return try machine.setParameter(name, to: value, at: tick, in: environment)
    }

    /// A machine that follows the design file read from `path`.
    private func makeMachine(
        designFile path: String, designs: [String: Design], with assignments: [ParameterSetting]
    ) throws(ParameterError) -> any Machine {
        guard let design = designs[path] else {
            throw .invalidValue(name: "design", value: path, expected: "a design file that was read")
        }
        guard design.family.value.rawValue == rawValue else {
            throw .invalidValue(
                name: "design", value: path,
                expected: "a design of family \(rawValue) ('\(design.name.value)' is a \(design.family.value.rawValue))"
            )
        }
        if let other = assignments.first(where: { $0.name != "design" }) {
            throw .notInProfile(name: other.name, profile: "design-file", parameters: ["design"])
        }
        switch self {
        case .modal:
            return ModalMachine(parameters: ModalParameters(written: WrittenModalDesign(design: design, path: path)))
        case .edge:
            return EdgeMachine(parameters: EdgeParameters(written: WrittenEdgeDesign(design: design, path: path)))
        case .screen:
            return ScreenMachine(parameters: ScreenParameters(written: WrittenScreenDesign(design: design, path: path)))
        case .sheet:
            break
        }
        return PanelSheetMachine(
            profile: .designFile, configuration: .written(WrittenSheetDesign(design: design, path: path)))
    }

    /// The sheet machine that models `parameters`' profile, never presented.
    static func sheetMachine(_ parameters: SheetParameters) -> any SheetLifecycle {
        guard let panel = parameters.panel else { return SheetMachine(parameters: parameters) }
        return PanelSheetMachine(profile: parameters.profile, configuration: panel)
    }
}
