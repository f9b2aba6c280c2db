import SheetLabCore

extension Session {
    /// `audit NAME ...`: the audit of a live sheet's current parameters in this world's
    /// environment; the sheet and the world are untouched. The report goes to the output; with
    /// `--evidence DIR` each check's scenario is written there (through the session's file
    /// access, so `--safe` confines it). The verdicts never change the status of a script.
    mutating func audit(_ command: AuditCommand, into result: inout CommandResult) throws {
        let machine = try world.machine(named: command.target)
        let subject = try AuditSubject.live(
            name: command.target, machine: machine, environment: world.environment, assumptions: command.assumptions,
            designs: designs)
        var report = Auditor(
            subject: subject, explorationDepth: command.depth ?? Auditor.defaultExplorationDepth,
            maxStates: command.maxStates ?? Explorer.defaultMaxStates
        ).run()
        if let folder = command.evidence {
            let resolved = resolve(folder)
            try files.createFolder(resolved)
            for entry in report.results {
                try files.write(entry.evidence.scenario, to: resolved + "/" + entry.evidence.fileName)
            }
            report.evidenceWritten = true
        }
        result.output += command.format.render(report)
        if let folder = command.evidence, command.format == .text {
            result.output += "wrote \(report.results.count) evidence scenarios to '\(VisibleText.escaped(folder))'\n"
        }
    }
}
