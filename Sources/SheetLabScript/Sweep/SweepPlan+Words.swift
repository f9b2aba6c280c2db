import SheetLabCore

extension SweepPlan {
    /// The sweep in one line: `screen: 10,201 flings from rest over dy 0..300/3 pt and velocity
    /// 0..1500/15 pt/s`, with the fixed gesture values and the settings that differ from the defaults.
    public func headline(sheet: String? = nil) -> String {
        var text = kind.rawValue + (sheet.map { " '\($0)'" } ?? "")
        text += ": \(SweepNumber.grouped(cellCount)) \(style.rawValue)s from \(startWords)"
        text += " over " + ([x] + (y.map { [$0] } ?? [])).map(\.words).joined(separator: " and ")
        let fixed = fixedWords
        if !fixed.isEmpty { text += ", " + fixed.joined(separator: ", ") }
        if !settingWords.isEmpty { text += "; " + settingWords.joined(separator: ", ") }
        return text
    }

    /// Where every cell's gesture starts: `rest`, or the sheet's detent (a sheet profile without
    /// detents, `profile=custom`, rests).
    var startWords: String {
        guard kind == .sheet, let detent = from ?? base.machine.parameterText("detent") else { return "rest" }
        return "detent " + detent
    }

    /// The gesture values no axis varies: `at velocity 0 pt/s`, `dy 120 pt`, `over 0.25 s`.
    var fixedWords: [String] {
        let varied = Set([x.quantity] + (y.map { [$0.quantity] } ?? []))
        var words: [String] = []
        let translationName = SweepQuantity.translationName(of: kind)
        if !varied.contains(.translation) { words.append("\(translationName) \(NumberLiteral.format(translation)) pt") }
        switch style {
        case .fling:
            if !varied.contains(.velocity) { words.append("at velocity \(NumberLiteral.format(velocity)) pt/s") }
        case .drag:
            if !varied.contains(.duration) { words.append("over \(NumberLiteral.format(duration)) s") }
        }
        return words
    }
}

extension SweepAxis {
    /// `dy 0..300/3 pt`, `velocity 0,500 pt/s`.
    var words: String {
        "\(name) \(spelling)" + (quantity.unit.map { " \($0)" } ?? "")
    }
}
