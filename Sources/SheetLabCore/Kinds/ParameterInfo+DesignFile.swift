extension ParameterInfo {
    /// `design=PATH`: a design file of `kind`'s family the machine follows instead of the seed's
    /// rules (docs/design-language.md#using-a-design); chosen at creation, alone. Not marked
    /// `choosesDesign`: that marks the parameter whose words name a kind's built-in designs
    /// (`profile`, `variant`), and `Kind.makeMachine(configuredBy:designs:)` reads `design` first.
    public static func designFile(_ kind: Kind) -> ParameterInfo {
        ParameterInfo(
            name: "design", defaultValue: "",
            summary: "a design file (NAME.design) the \(kind.rawValue) follows instead of the seed's rules; relative "
                + "to the scenario",
            range: "a design file of family \(kind.rawValue)", source: "docs/design-language.md")
    }
}
