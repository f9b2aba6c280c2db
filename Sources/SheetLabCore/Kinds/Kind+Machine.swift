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
    /// presented: a sheet's `profile` chooses the machine, the seed's sheets or a peer library's.
    public func makeMachine(configuredBy assignments: [ParameterSetting]) throws(ParameterError) -> any Machine {
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

    /// The sheet machine that models `parameters`' profile, never presented.
    static func sheetMachine(_ parameters: SheetParameters) -> any SheetLifecycle {
        guard let panel = parameters.panel else { return SheetMachine(parameters: parameters) }
        return PanelSheetMachine(profile: parameters.profile, configuration: panel)
    }
}
