import SheetLabCore

extension Scene {
    /// The world now, as of its last rendered frame: the sheets called `names` (every sheet when
    /// empty) in creation order. Names that do not exist are skipped.
    public init(world: World, names: [String] = []) {
        let environment = world.environment
        var drawn: [DrawnSheet] = []
        for sheet in world.sheets where names.isEmpty || names.contains(sheet.name) {
            drawn.append(DrawnSheet(sheet, in: environment))
        }
        self.init(tick: world.now, screen: ScreenArea(environment), sheets: drawn)
    }
}

extension DrawnSheet {
    /// The fields a status line shows after phase, armed and progress, per kind.
    static func statusFields(of kind: Kind) -> [Field] {
        switch kind {
        case .screen: [.offset, .scale, .opacity]
        case .modal: [.offset, .backdrop]
        case .sheet: [.height, .detent, .backdrop]
        case .edge: [.bubbleWidth, .bubbleOpacity]
        }
    }

    /// One sheet of the world as drawn at the last rendered frame.
    init(_ sheet: World.Sheet, in environment: Environment) {
        let machine = sheet.machine
        let kind = type(of: machine).kind
        func number(_ field: Field) -> Double {
            switch machine.value(of: field, in: environment) {
            case .number(let value)?: value
            case .integer(let value)?: Double(value)
            default: 0
            }
        }
        let phase = machine.phase
        let isDrawn = phase != .dismissed
        var content: Rectangle?
        var marks: [DetentMark] = []
        var bubble: Bubble?
        let screen = Rectangle(minX: 0, minY: 0, maxX: environment.screenWidth, maxY: environment.screenHeight)
        switch machine {
        case let page as ScreenMachine:
            content = page.contentRectangle(in: environment)
        case let modal as ModalMachine:
            content = modal.contentRectangle(in: environment)
        case let bottomSheet as any SheetKindMachine:
            content = bottomSheet.contentRectangle(in: environment)
            var selected = ""
            if case .word(let spelling)? = machine.value(of: .detent, in: environment) { selected = spelling }
            marks = bottomSheet.detents.map { detent in
                DetentMark(
                    label: detent.spelling, y: Self.restingTop(of: detent, in: environment),
                    isSelected: detent.spelling == selected)
            }
        case let edge as EdgeMachine:
            content = screen
            let width = number(.bubbleWidth)
            let height = number(.bubbleHeight)
            let anchor = number(.anchorY)
            let opacity = number(.bubbleOpacity)
            if isDrawn, width > 0, height > 0, opacity > 0 {
                let side = edge.indicatorEdge(in: environment)
                let minX = side == .left ? 0 : environment.screenWidth - width
                bubble = Bubble(
                    edge: side,
                    frame: Rectangle(
                        minX: minX, minY: anchor - height / 2, maxX: minX + width, maxY: anchor + height / 2),
                    opacity: opacity)
            }
        default:
            content = screen
        }
        var armed = false
        if case .bool(let flag)? = machine.value(of: .armed, in: environment) { armed = flag }
        let readouts = Self.statusFields(of: kind).compactMap { field in
            machine.value(of: field, in: environment).map { Readout(field: field, text: FieldText.text($0, of: field)) }
        }
        self.init(
            name: sheet.name, kind: kind, phase: phase, armed: armed, progress: number(.progress),
            content: isDrawn ? content : nil, opacity: Field.opacity.applies(to: kind) ? number(.opacity) : 1,
            backdrop: Field.backdrop.applies(to: kind) ? number(.backdrop) : 0, detentMarks: marks,
            bubble: bubble, finger: sheet.finger, readouts: readouts)
    }

    /// Where a sheet's top rests on `detent`: bottom-aligned in the safe-area container, or
    /// centred when taller than it (docs/models.md#sheet, Layout).
    static func restingTop(of detent: SheetDetent, in environment: Environment) -> Double {
        let height = detent.height(screenHeight: environment.screenHeight)
        let container = environment.containerHeight
        let top = environment.safeAreaTop
        let bottom = height <= container ? top + container : top + (container + height) / 2
        return bottom - height
    }
}
