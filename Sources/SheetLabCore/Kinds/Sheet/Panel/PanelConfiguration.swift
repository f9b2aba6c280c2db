/// The parameters of a peer library's sheet, by library: which design a `sheet` follows when its
/// profile is one of the peer profiles (issue 17).
public enum PanelConfiguration: Sendable, Hashable {
    case floatingPanel(FloatingPanelDesign)
    case material(MaterialDesign)
    case panModal(PanModalDesign)
    case gorhom(GorhomDesign)
    /// A sheet written as a design file.
    case written(WrittenSheetDesign)

    /// The design, to ask for its rules.
    var design: any PanelDesign {
        switch self {
        case .written(let design): design
        case .floatingPanel(let design): design
        case .material(let design): design
        case .panModal(let design): design
        case .gorhom(let design): design
        }
    }

    /// The parameters, in the order `help sheet` lists them.
    var table: [ParameterInfo] {
        switch self {
        case .floatingPanel: FloatingPanelDesign.table
        case .material: MaterialDesign.table
        case .panModal: PanModalDesign.table
        case .gorhom: GorhomDesign.table
        case .written: [SheetParameters.designInfo]
        }
    }

    /// Sets one parameter; false when the name is not one of this design's.
    mutating func set(_ name: String, to text: String) throws(ParameterError) -> Bool {
        switch self {
        case .floatingPanel(var design):
            let known = try design.set(name, to: text)
            self = .floatingPanel(design)
            return known
        case .material(var design):
            let known = try design.set(name, to: text)
            self = .material(design)
            return known
        case .panModal(var design):
            let known = try design.set(name, to: text)
            self = .panModal(design)
            return known
        case .gorhom(var design):
            let known = try design.set(name, to: text)
            self = .gorhom(design)
            return known
        case .written:
            if name == "design" { throw .fixedAtCreation(name: name) }
            return false
        }
    }

    /// The parameter's value as a user writes it; nil for a name not of this design.
    func text(of name: String) -> String? {
        switch self {
        case .floatingPanel(let design): design.text(of: name)
        case .material(let design): design.text(of: name)
        case .panModal(let design): design.text(of: name)
        case .gorhom(let design): design.text(of: name)
        case .written(let design): name == "design" ? design.path : nil
        }
    }
}
