import SheetLabCore

extension Kind {
    /// The kind's name after its indefinite article, for messages (`a screen`, `an edge`).
    var withArticle: String {
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        return (rawValue.first.map(vowels.contains) == true ? "an " : "a ") + rawValue
    }
}
