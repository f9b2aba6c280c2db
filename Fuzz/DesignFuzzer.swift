// libFuzzer harness for the design language: `scripts/fuzz design [SECONDS]`.
// Feeds arbitrary bytes through DesignFile (UTF-8 and length checks, lexer, parser, checker);
// a design that reads must print in canonical form and read back as itself, and decide a
// release for any readings; any trap, hang or mismatch is a bug.
import SheetLabCore
import SheetLabScript

private let readings = [
    DesignReadings(),
    DesignReadings(translation: 120, velocity: 900, height: 437, offset: 120, top: 500, progress: 0.8, positionIndex: 1),
    DesignReadings(translation: -.infinity, velocity: .nan, height: .greatestFiniteMagnitude, positionIndex: 7),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard case .success(let design) = DesignFile.read(bytes) else { return 0 }
    let text = DesignText.text(of: design)
    guard case .success(let again) = DesignFile.read(text: text), again == design else {
        fatalError("round trip:\n\(text)")
    }
    for reading in readings {
        guard let decision = design.decideRelease(with: reading) else { fatalError("no decision:\n\(text)") }
        for comparison in decision.comparisons where !comparison.left.isFinite || !comparison.right.isFinite {
            fatalError("non-finite comparison \(comparison):\n\(text)")
        }
        if design.releaseOutcome(with: reading) != decision.outcome { fatalError("armed disagrees:\n\(text)") }
    }
    return 0
}
