import Foundation
import SheetLabCore
import Testing

@testable import SheetLabScript

/// The designs the binary carries are `designs/*.design` byte for byte (`scripts/embed-designs`),
/// each sound, and `design=NAME` names one only when it is a bare name.
struct BuiltInDesignTests {
    /// The shipped files, by name.
    static var files: [String: String] {
        let folder = DesignRoundTripTests.folder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var files: [String: String] = [:]
        for name in names where name.hasSuffix(".design") {
            let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            files[String(name.dropLast(".design".count))] = text
        }
        return files
    }

    @Test func theBinaryCarriesEveryShippedFileAsWritten() {
        let files = Self.files
        #expect(BuiltInDesigns.names == files.keys.sorted(), "run scripts/embed-designs")
        for (name, text) in files {
            #expect(BuiltInDesigns.text(named: name) == text, "\(name): run scripts/embed-designs")
        }
    }

    @Test func everyShippedDesignIsSound() {
        for name in BuiltInDesigns.names {
            #expect(BuiltInDesigns.design(named: name) != nil, "\(name)")
        }
    }

    @Test(arguments: [
        ("maps-sheet", true), ("maps-sheet.design", false), ("./maps-sheet", false), ("designs/maps-sheet", false),
        ("map-sheet", false),
    ])
    func aBareNameNamesAShippedDesign(_ value: String, _ isShipped: Bool) {
        #expect(BuiltInDesigns.isShippedName(value) == isShipped)
    }
}
