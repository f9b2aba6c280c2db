extension Kind {
    /// The machine type that models this kind.
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
}
