/// Live parameter changes of a peer library's sheet: it reads its parameters at its next event;
/// the layout moves at the next frame (docs/decisions.md#timing-of-changes).
extension PanelSheetMachine {
    public mutating func setParameter(
        _ name: String, to value: String, at tick: Int64, in environment: Environment
    ) throws(ParameterError) -> [Occurrence] {
        if name == "profile" {
            // Chosen before the first presentation only, and among the peer libraries
            // (`Kind.setParameter(_:to:of:at:in:)` chooses the machine).
            if wasPresented || profileName == .designFile { throw .fixedAtCreation(name: name) }
            var chosen = SheetParameters()
            try chosen.set(name, to: value)
            try choose(chosen)
            return []
        }
        try SheetParameters.check(name, isReadBy: profileName)
        guard try configuration.set(name, to: value) else { throw .unknownParameter(name: name, kind: .sheet) }
        if stage == .dragging { armedReviewPending = true }
        return []
    }

    /// `new sheet NAME profile=LIBRARY P=V...`: the parameters as one set, as the seed's sheets
    /// read them (docs/decisions.md, Parameters).
    public mutating func configure(_ assignments: [ParameterSetting]) throws(ParameterError) {
        var configured = SheetParameters()
        try configured.configure(assignments)
        try choose(configured)
    }

    /// Takes the profile and library parameters of `parameters`; a seed's profile is another machine's.
    private mutating func choose(_ parameters: SheetParameters) throws(ParameterError) {
        guard let panel = parameters.panel else { throw .fixedAtCreation(name: "profile") }
        profileName = parameters.profile
        configuration = panel
    }

    public func parameterText(_ name: String) -> String? {
        // A design file's sheet is chosen by `design=`, which `profile=` cannot write.
        if name == "profile" { return profileName == .designFile ? nil : profileName.rawValue }
        guard profile.parameterTable.contains(where: { $0.name == name }) else { return nil }
        return configuration.text(of: name)
    }

    public mutating func clockAdvanced(to tick: Int64) {
        advanceClock(to: tick)
    }

    public var hasPendingChange: Bool { armedReviewPending }

    public mutating func applyPendingChanges(at tick: Int64, in environment: Environment) -> [Occurrence] {
        // The event that follows re-evaluates `armed` (a sample, a frame) or resets it (a release).
        armedReviewPending = false
        return []
    }
}
