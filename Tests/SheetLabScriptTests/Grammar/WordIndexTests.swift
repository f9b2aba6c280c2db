import Testing

@testable import SheetLabScript

/// A word looked up in a `WordIndex` and the index it must find.
struct WordLookupCase: CustomTestStringConvertible, Sendable {
    let name: String
    let word: String
    let index: Int?
    var testDescription: String { name }
}

/// The list the lookup cases search: short words, an eight-byte word, longer words (the
/// dictionary's), a repeated word, the empty word and a word that is not ASCII.
let wordIndexList = ["drag", "over", "animated", "backdrops", "--against", "over", "", "été", "a"]

let wordLookupCases: [WordLookupCase] = [
    .init(name: "a short word", word: "drag", index: 0),
    .init(name: "a repeated word finds its first place", word: "over", index: 1),
    .init(name: "an eight-byte word packs", word: "animated", index: 2),
    .init(name: "a nine-byte word goes to the dictionary", word: "backdrops", index: 3),
    .init(name: "a long option keyword", word: "--against", index: 4),
    .init(name: "the empty word", word: "", index: 6),
    .init(name: "a word that is not ASCII", word: "été", index: 7),
    .init(name: "a one-letter word", word: "a", index: 8),
    .init(name: "a prefix of a word is not the word", word: "dra", index: nil),
    .init(name: "a word with a letter more", word: "drags", index: nil),
    .init(name: "a nine-byte word that is not there", word: "backdropz", index: nil),
    .init(name: "case matters", word: "Drag", index: nil),
    .init(name: "a NUL byte after a word is not the word", word: "a\u{0}", index: nil),
    .init(name: "a word decomposed is another word", word: "e\u{301}te\u{301}", index: nil),
]

@Test("a word index finds each word's first place in its list", arguments: wordLookupCases)
func wordIndexFindsWords(_ lookup: WordLookupCase) {
    let index = WordIndex(wordIndexList)
    #expect(index.index(of: lookup.word) == lookup.index)
    #expect(index.contains(lookup.word) == (lookup.index != nil))
    var word = lookup.word
    let byBytes = word.withUTF8 { index.index(ofBytes: $0) }
    #expect(byBytes == lookup.index)
}

/// (name, word, packed value): the first byte lowest; nil past eight bytes or with a NUL byte.
@Test(
    "a word packs into its bytes, the first lowest",
    arguments: [
        ("the empty word", "", UInt64?.some(0)),
        ("one byte", "a", 0x61),
        ("two bytes", "ab", 0x6261),
        ("eight bytes", "animated", 0x6465_7461_6D69_6E61),
        ("nine bytes", "backdrops", nil),
        ("a NUL byte", "a\u{0}b", nil),
        ("two bytes of one letter", "é", 0xA9C3),
    ] as [(String, String, UInt64?)])
func wordsPack(_ name: String, _ word: String, _ packed: UInt64?) {
    #expect(WordIndex.pack(word) == packed, "\(name)")
}
