import Foundation
import Testing

/// `sheetlab test --update` killed with SIGKILL at varied moments never leaves a scenario file
/// partial or missing: each is the old text or the new text in full.
///
/// A kill during `AtomicFile`'s write may leave its temporary file, `.NAME.RANDOM.tmp`, beside
/// the scenario (a killed process cannot clean up); that is the documented, accepted leftover.
/// The test checks that nothing else is left, that every leftover is named so, and that the
/// next `sheetlab test` ignores them. Its kills are timed against a measured uninterrupted run,
/// so it waits on the clock: a stress test, run by scripts/stress-test (`StressTests`).
struct KillSafetyTests {
    /// A scenario whose every expected block is stale, so `--update` rewrites it; a few hundred
    /// lines once updated, so that writing it takes a measurable moment.
    static func staleScenario(_ number: Int) -> String {
        var text = "# scenario \(number): expected output is stale on purpose\n"
        let topics = ["drag", "settle", "expect", "set", "record", "inspect"]
        for block in 0..<12 {
            text += "> step \(block + 1)f\n"
            text += "> time\nstale \(number).\(block)\n\n"
            text += "# what '\(topics[block % topics.count])' does\n"
            text += "> help \(topics[(number + block) % topics.count])\nstale\n"
        }
        text += "> help\nstale\n"
        return text
    }

    static let fileCount = 150

    /// Writes the corpus of stale scenarios under `folder`, in a few subfolders.
    static func writeCorpus(in folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        for number in 0..<fileCount {
            let relative = "group\(number % 4)/s\(number).scenario"
            files[relative] = staleScenario(number)
        }
        for (relative, text) in files {
            let url = folder.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return files
    }

    /// Every file under `folder`, relative, with its bytes.
    static func snapshot(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let path = folder.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return files
    }

    /// Whether `relative` names AtomicFile's temporary file for a scenario of `scenarios`.
    static func isTemporaryFile(_ relative: String, of scenarios: Set<String>) -> Bool {
        let url = URL(fileURLWithPath: relative)
        let name = url.lastPathComponent
        let folder = url.deletingLastPathComponent().relativePath
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let middle = name.dropFirst().dropLast(4)
        guard let dot = middle.lastIndex(of: ".") else { return false }
        let suffix = middle[middle.index(after: dot)...]
        let target = String(middle[..<dot])
        let targetPath = folder == "." ? target : "\(folder)/\(target)"
        return !suffix.isEmpty && suffix.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
            && scenarios.contains(targetPath)
    }

    @Test(.enabled(if: StressTests.areEnabled, StressTests.reason), .timeLimit(.minutes(5)))
    func updateKilledAtAnyMomentLeavesOldOrNewFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sheetlab-kill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let corpus = root.appendingPathComponent("corpus")
        let old = try Self.writeCorpus(in: corpus).mapValues { Data($0.utf8) }
        let scenarios = Set(old.keys)

        // The new texts, and how long an uninterrupted run takes.
        let reference = root.appendingPathComponent("reference")
        try FileManager.default.copyItem(at: corpus, to: reference)
        let start = ContinuousClock.now
        let (status, _, errors) = try ChildProcess.run([
            TerminalSession.sheetlabPath, "test", "--update", reference.path,
        ])
        let duration = ContinuousClock.now - start
        #expect(status == 1, "an update run that rewrote files exits 1; stderr: \(errors.prefix(2000))")
        let new = try Self.snapshot(of: reference)
        #expect(Set(new.keys) == scenarios, "the reference run left other files")
        let changed = scenarios.filter { old[$0] != new[$0] }
        try #require(changed.count == scenarios.count, "every stale file should be rewritten; \(changed.count) were")

        var interrupted = 0
        var leftovers = 0
        var iteration = 0
        while iteration < 8 || (interrupted == 0 && iteration < 24) {
            let jobs = [1, 2, 4][iteration % 3]
            let fraction = Double(iteration % 8 + 1) / 9 / Double(1 + iteration / 8)
            let work = root.appendingPathComponent("work\(iteration)")
            try FileManager.default.copyItem(at: corpus, to: work)
            let child = try ChildProcess(
                [TerminalSession.sheetlabPath, "test", "--update", "--jobs", "\(jobs)", work.path],
                output: root.appendingPathComponent("out\(iteration)").path,
                errors: root.appendingPathComponent("err\(iteration)").path)
            Thread.sleep(forTimeInterval: duration / .seconds(1) * fraction)
            child.kill()

            let after = try Self.snapshot(of: work)
            var rewritten = 0
            for relative in scenarios.sorted() {
                let label = "iteration \(iteration) (jobs \(jobs), killed at \(Int(fraction * 100))%): \(relative)"
                guard let bytes = after[relative] else {
                    Issue.record("\(label) is missing")
                    continue
                }
                if bytes == new[relative] {
                    rewritten += 1
                } else if bytes != old[relative] {
                    Issue.record("\(label) is neither the old nor the new text (\(bytes.count) bytes)")
                }
            }
            for relative in after.keys.sorted() where !scenarios.contains(relative) {
                if Self.isTemporaryFile(relative, of: scenarios) {
                    leftovers += 1
                } else {
                    Issue.record("iteration \(iteration): unexpected file \(relative)")
                }
            }
            if rewritten > 0 && rewritten < scenarios.count { interrupted += 1 }
            iteration += 1
        }
        #expect(interrupted > 0, "no kill landed in the middle of an update in \(iteration) tries")

        // Leftover temporary files are never taken for scenarios: the next run finishes the job.
        let last = root.appendingPathComponent("work\(iteration - 1)")
        _ = try ChildProcess.run([TerminalSession.sheetlabPath, "test", "--update", last.path])
        let (finalStatus, finalOutput, _) = try ChildProcess.run([TerminalSession.sheetlabPath, "test", last.path])
        #expect(finalStatus == 0)
        #expect(finalOutput.hasSuffix("\(scenarios.count) passed, 0 failed\n"))
        _ = leftovers  // Counted for debugging; any number is acceptable (see the type's comment).
    }

    /// The leftover check itself: only `.NAME.RANDOM.tmp` beside an existing scenario passes.
    @Test func recognisesTemporaryFileNames() {
        let scenarios: Set = ["a.scenario", "g/b.scenario"]
        let cases: [(String, Bool)] = [
            (".a.scenario.k3j2x9.tmp", true), ("g/.b.scenario.0z.tmp", true), (".a.scenario..tmp", false),
            (".c.scenario.k3.tmp", false), ("a.scenario.k3.tmp", false), (".a.scenario.K3.tmp", false),
            ("g/.a.scenario.k3.tmp", false), (".a.scenario.k3", false),
        ]
        for (name, expected) in cases {
            #expect(Self.isTemporaryFile(name, of: scenarios) == expected, "\(name)")
        }
    }
}
