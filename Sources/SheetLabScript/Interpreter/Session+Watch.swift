import SheetLabCore

/// `watch NAME FIELD ...`: fields printed after every command that moves the clock.
struct Watch: Sendable, Equatable {
    var sheet: String
    var fields: [Field]
}

extension Session {
    /// Sets (or replaces) the watch of `name`; every field must apply to its kind.
    mutating func watch(_ name: String, fields fieldNames: [String]) throws {
        let fields = try fieldNames.map { try field($0, of: name).1 }
        let watch = Watch(sheet: name, fields: fields)
        if let index = watches.firstIndex(where: { $0.sheet == name }) {
            watches[index] = watch
        } else {
            watches.append(watch)
        }
    }

    /// One line per watch: `[0.267s] s.phase = dragging, s.offset = 120.0`.
    func watchLines() -> String {
        var text = ""
        for watch in watches {
            guard let sheet = world.sheets.first(where: { $0.name == watch.sheet }) else { continue }
            let values = watch.fields.map { field in
                "\(watch.sheet).\(field.rawValue) = \(FieldText.text(value(of: field, of: watch.sheet, in: sheet.machine), of: field))"
            }
            text += "[\(DecimalFormat.seconds(ticks: world.now))] \(values.joined(separator: ", "))\n"
        }
        return text
    }

    /// `watch` alone: `watching NAME: FIELD, FIELD` per watch, or that there is none.
    func watchList() -> String {
        guard !watches.isEmpty else { return "no watches: 'watch NAME FIELD ...' sets one\n" }
        return watches.map { "watching \($0.sheet): \($0.fields.map(\.rawValue).joined(separator: ", "))\n" }.joined()
    }
}
