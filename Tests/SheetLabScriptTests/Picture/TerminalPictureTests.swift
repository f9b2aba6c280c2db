import SheetLabCore
import Testing

@testable import SheetLabScript

/// `view`: the terminal picture fits the room it is given, keeps the phone's proportions, and
/// says the same in colour and in plain ASCII (issue 14, "In the terminal").
struct TerminalPictureTests {
    /// A world for each kind, mid-gesture, and one with all four.
    static let worlds: [(name: String, lines: [String])] = [
        ("screen mid-drag", ["new screen page", "drag page 0 100 hold"]),
        ("modal mid-drag", ["new modal card", "drag card 0 80 hold"]),
        ("sheet settling", ["new sheet drawer detents=200,medium", "drag drawer 0 -150", "step 4f"]),
        ("edge mid-drag", ["new edge back", "drag back 60 0 hold"]),
        ("all four", ["new screen page", "new modal card", "new sheet drawer", "new edge back"]),
        ("no sheets", []),
    ]

    struct SizeCase: CustomTestStringConvertible, Sendable {
        let name: String
        let columns: Int
        let rows: Int?
        var testDescription: String { name }
    }

    static let sizes: [SizeCase] = [
        SizeCase(name: "no terminal: 40 columns", columns: 40, rows: nil),
        SizeCase(name: "a wide, short terminal", columns: 200, rows: 30),
        SizeCase(name: "a narrow, tall terminal", columns: 30, rows: 100),
        SizeCase(name: "tmux 120 x 40 less the shell's lines", columns: 120, rows: 34),
    ]

    @Test(arguments: sizes)
    func fitsTheRoomItIsGiven(_ size: SizeCase) {
        for world in Self.worlds {
            let scene = Scene(world: session(running: world.lines).world)
            for colors in [false, true] {
                let text = TerminalPicture.render(scene, columns: size.columns, rows: size.rows, colors: colors)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                let label = "\(world.name), \(colors ? "colour" : "plain")"
                #expect(
                    lines.count == TerminalPicture.lineCount(scene, columns: size.columns, rows: size.rows), "\(label)")
                if let rows = size.rows { #expect(lines.count <= rows, "\(label): \(lines.count) lines") }
                let pictureLines = lines.dropLast(max(scene.sheets.count, 1))
                for line in pictureLines {
                    let visible = String(line).withoutEscapes
                    #expect(visible.count <= size.columns, "\(label): '\(visible)' is \(visible.count) wide")
                    #expect(visible.hasPrefix(" "), "\(label): '\(visible)' starts with a space")
                    if !colors { #expect(!visible.hasSuffix(" "), "\(label): '\(visible)' has trailing blanks") }
                }
            }
        }
    }

    /// Cells are twice as tall as wide: the screen's cells keep 402 x 874 within a cell.
    @Test func keepsThePhonesProportions() {
        let scene = Scene(world: session(running: ["new modal card"]).world)
        for (columns, rows) in [(40, nil), (200, 30), (30, 100)] as [(Int, Int?)] {
            let layout = PictureLayout(scene: scene, columns: columns, rows: rows)
            let aspect = Double(layout.height * 2) / Double(layout.width)
            let expected = 874.0 / 402.0
            #expect(
                abs(aspect - expected) <= 2.0 / Double(layout.width) * expected + 2.0 / Double(layout.height),
                "\(columns) x \(String(describing: rows)): \(layout.width) x \(layout.height) cells")
        }
    }

    @Test func plainIsASCIIAndColourIsHalfBlocks() {
        for world in Self.worlds {
            let scene = Scene(world: session(running: world.lines).world)
            let plain = TerminalPicture.render(scene, columns: 40, colors: false)
            #expect(plain.unicodeScalars.allSatisfy { $0.isASCII }, "\(world.name): plain is ASCII")
            let colour = TerminalPicture.render(scene, columns: 40, colors: true)
            #expect(colour.contains("\u{1B}[48;2;"), "\(world.name): 24-bit backgrounds")
            let pictureLines = colour.split(separator: "\n").dropLast(max(scene.sheets.count, 1))
            for line in pictureLines {
                let cells = String(line).withoutEscapes.prefix(
                    TerminalPicture.indent + 2
                        + PictureLayout(
                            scene: scene, columns: 40, rows: nil
                        ).width)
                #expect(cells.allSatisfy { $0 == " " || $0 == "\u{2580}" }, "\(world.name): '\(cells)'")
            }
        }
    }

    /// The colour raster puts the modal's border on the first pixel inside its top edge, over
    /// the backdrop's shade: black at the recorded backdrop over the screen colour.
    @Test func colourPixelsFollowTheReadings() throws {
        let world = session(running: ["new modal card", "drag card 0 80 hold"]).world
        let scene = Scene(world: world)
        let card = try #require(scene.sheets.first)
        let content = try #require(card.content)
        let pixel = (x: 402.0 / 36, y: 874.0 / 78)
        let inside = ColorPicture.color(
            at: Point(x: 201, y: content.minY + pixel.y / 2), in: scene, pixel: pixel)
        #expect(inside.bytes == PictureColor.accent(of: .modal).bytes)
        let above = ColorPicture.color(at: Point(x: 201, y: content.minY - pixel.y), in: scene, pixel: pixel)
        #expect(above.bytes == PictureColor.background.blended(with: .shade, opacity: 0.4).bytes)
        #expect(card.backdrop == 0.4)
    }

    @Test func plainShadesTheBackdropAndMarksTheDetents() {
        let modal = TerminalPicture.render(
            Scene(world: session(running: ["new modal card"]).world), columns: 40, colors: false)
        #expect(modal.split(separator: "\n")[1] == " |:::::::::::::::::::::::::::::::::::::|", "backdrop 0.4 is ':'")
        let undimmed = TerminalPicture.render(
            Scene(world: session(running: ["new sheet drawer background=through:200"]).world), columns: 40,
            colors: false)
        #expect(undimmed.split(separator: "\n")[1] == " |                            |", "backdrop 0 is blank")
        let marks = undimmed.split(separator: "\n").filter { $0.contains("<") }.map {
            String($0.split(separator: "|").last!)
        }
        #expect(marks == [" <large", " <medium", " <200*"])
    }

    @Test func statusLinesSayTimePhaseArmedAndProgress() {
        let world = session(running: ["new sheet drawer", "drag drawer 0 150 over 0.5 hold"]).world
        let text = TerminalPicture.render(Scene(world: world), columns: 40, colors: false)
        #expect(
            text.split(separator: "\n").last
                == "[0.500s] drawer sheet dragging armed=true progress=1.000 height=50.0 detent=200 backdrop=0.300")
        let empty = TerminalPicture.render(Scene(world: World()), columns: 40, colors: false)
        #expect(empty.split(separator: "\n").last == "[0.000s] no sheets")
    }
}
