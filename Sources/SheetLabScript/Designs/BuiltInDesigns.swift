import SheetLabCore

/// The designs sheetlab ships (`designs/*.design`), carried in the binary
/// (`BuiltInDesigns+Texts.swift`, written by `scripts/embed-designs`): `sheetlab designs` lists
/// them, `sheetlab designs show NAME` prints one, and `design=NAME` (a name, not a path) uses one.
public enum BuiltInDesigns {
    /// The shipped designs' names, sorted.
    public static var names: [String] { texts.map(\.name) }

    /// The text of the design called `name`, if sheetlab ships one.
    public static func text(named name: String) -> String? {
        texts.first { $0.name == name }.map { $0.text + "\n" }
    }

    /// Whether `value` of `design=` names a shipped design rather than a file: a bare name,
    /// without `/` or `.design`.
    public static func isShippedName(_ value: String) -> Bool {
        !value.contains("/") && !value.hasSuffix(".design") && texts.contains { $0.name == value }
    }

    /// The shipped design called `name`, read and checked (each is checked by the tests).
    public static func design(named name: String) -> Design? {
        guard let text = text(named: name), case .success(var design) = DesignFile.read(text: text) else { return nil }
        design.fileName = name + ".design"
        return design
    }

    /// `sheetlab designs`: each shipped design's name, family and source, one a line.
    public static var listing: String {
        let rows = texts.map { entry -> (name: String, family: String, source: String) in
            guard let design = design(named: entry.name) else { return (entry.name, "", "") }
            return (entry.name, design.family.value.rawValue, design.source.map { DesignText.quoted($0.value) } ?? "")
        }
        let nameWidth = rows.map(\.name.count).max() ?? 0
        let familyWidth = rows.map(\.family.count).max() ?? 0
        func padded(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: width - text.count) }
        return rows.map { row in
            padded(row.name, nameWidth + 2) + padded(row.family, familyWidth + 2) + row.source
        }.joined(separator: "\n") + "\n"
    }
}
