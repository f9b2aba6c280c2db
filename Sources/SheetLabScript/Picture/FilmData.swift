import SheetLabCore

/// The frames of a film as the JSON the HTML page draws from: one array per sheet and quantity,
/// indexed by frame.
///
/// Geometry is in screen points with 2 decimals (a hundredth of a point, far under a pixel at
/// the page's scale); opacities have 3 decimals; plotted values print as `record` writes them.
/// Names are `[a-z][a-z0-9-]*` and every other string comes from sheetlab, but strings are still
/// escaped, `<` included, so the text can sit inside a `<script>` element.
enum FilmData {
    static func json(_ film: Film, scale: Double, bezel: Double) -> String {
        let first = film.frames.first?.scene.screen ?? ScreenArea(Environment())
        var members: [(key: String, value: String)] = [
            (
                "screen",
                object([
                    ("width", number(first.width, 2)), ("height", number(first.height, 2)),
                    ("top", number(first.safeAreaTop, 2)), ("bottom", number(first.safeAreaBottom, 2)),
                ])
            ),
            ("scale", number(scale, 6)),
            ("bezel", number(bezel, 2)),
            (
                "colors",
                object([
                    ("background", string(PictureColor.background.hex)),
                    ("inset", number(PictureColor.insetShade, 3)),
                    ("bezel", string(PictureColor.bezel.hex)), ("content", string(PictureColor.content.hex)),
                    ("finger", string(PictureColor.finger.hex)),
                ])
            ),
            ("times", array(film.frames.map { number(Time.seconds($0.scene.tick), 3) })),
            ("phases", array(Phase.allCases.map { string($0.rawValue) })),
            (
                "fields",
                array(
                    film.fields.map { field in
                        object([("name", string(field.rawValue)), ("decimals", "\(field.decimals ?? 0)")])
                    })
            ),
        ]
        members.append(("sheets", array(film.names.indices.map { sheet(at: $0, of: film) })))
        return object(members)
    }

    /// One sheet's arrays.
    private static func sheet(at position: Int, of film: Film) -> String {
        let name = film.names[position]
        let drawn = film.frames.map { $0.sheet(named: name) }
        let kind = drawn.lazy.compactMap { $0?.kind }.first ?? .screen
        var markSets: [[DetentMark]] = []
        var markIndex: [String] = []
        for sheet in drawn {
            let marks = sheet?.detentMarks ?? []
            if let index = markSets.firstIndex(of: marks) {
                markIndex.append("\(index)")
            } else {
                markSets.append(marks)
                markIndex.append("\(markSets.count - 1)")
            }
        }
        let phases = Phase.allCases
        var members: [(key: String, value: String)] = [
            ("name", string(name)), ("kind", string(kind.rawValue)),
            ("accent", string(PictureColor.accent(of: kind).hex)),
            ("present", string(String(drawn.map { $0 == nil ? "0" : "1" }.joined()))),
            ("phase", array(drawn.map { sheet in sheet.map { "\(phases.firstIndex(of: $0.phase) ?? 0)" } ?? "0" })),
            ("armed", string(drawn.map { $0?.armed == true ? "1" : "0" }.joined())),
            ("progress", array(drawn.map { number($0?.progress ?? 0, 3) })),
            ("content", array(drawn.map { sheet in sheet?.content.map(rectangle) ?? "null" })),
            ("opacity", array(drawn.map { number($0?.opacity ?? 1, 3) })),
            ("backdrop", array(drawn.map { number($0?.backdrop ?? 0, 3) })),
            (
                "bubble",
                array(
                    drawn.map { sheet in
                        guard let bubble = sheet?.bubble else { return "null" }
                        return array(
                            [bubble.edge == .left ? "0" : "1"]
                                + [bubble.frame.minX, bubble.frame.minY, bubble.frame.maxX, bubble.frame.maxY].map {
                                    number($0, 2)
                                }
                                + [number(bubble.opacity, 3)])
                    })
            ),
            (
                "finger",
                array(
                    drawn.map { sheet in
                        sheet?.finger.map { array([number($0.x, 2), number($0.y, 2)]) } ?? "null"
                    })
            ),
            (
                "markSets",
                array(
                    markSets.map { marks in
                        array(
                            marks.map { mark in
                                object([
                                    ("label", string(mark.label)), ("y", number(mark.y, 2)),
                                    ("selected", mark.isSelected ? "true" : "false"),
                                ])
                            })
                    })
            ),
            ("marks", array(markIndex)),
            (
                "readouts",
                array(
                    drawn.map { sheet in
                        string(sheet?.readouts.map { "\($0.field.rawValue)=\($0.text)" }.joined(separator: " ") ?? "")
                    })
            ),
        ]
        members.append(
            (
                "values",
                array(
                    film.fields.indices.map { fieldIndex in
                        array(
                            film.frames.map { frame in
                                guard position < frame.values.count, let values = frame.values[position],
                                    fieldIndex < values.count
                                else { return "null" }
                                return plotted(values[fieldIndex], of: film.fields[fieldIndex])
                            })
                    })
            ))
        return object(members)
    }

    /// A value as a number for the plot: as `record` prints it; booleans as 0 and 1.
    static func plotted(_ value: FieldValue, of field: Field) -> String {
        switch value {
        case .number, .integer: FieldText.text(value, of: field)
        case .bool(let flag): flag ? "1" : "0"
        case .word, .text: "null"
        }
    }

    private static func rectangle(_ rectangle: Rectangle) -> String {
        array([rectangle.minX, rectangle.minY, rectangle.maxX, rectangle.maxY].map { number($0, 2) })
    }

    static func number(_ value: Double, _ decimals: Int) -> String {
        DecimalFormat.format(value, decimals: decimals)
    }

    static func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }

    static func object(_ members: [(key: String, value: String)]) -> String {
        "{" + members.map { string($0.key) + ":" + $0.value }.joined(separator: ",") + "}"
    }

    /// A JSON string that is also safe inside `<script>`: `<` becomes `\u003c`.
    static func string(_ text: String) -> String {
        var escaped = ""
        for character in JSONText.string(text) {
            if character == "<" { escaped += "\\u003c" } else { escaped.append(character) }
        }
        return escaped
    }
}
