import SheetLabCore

extension Session {
    /// `sweep NAME ...`: the map of a live sheet's parameters in its world's environment; the
    /// sheet and the world are untouched. Text goes to the output, or to the file of `--to`.
    mutating func sweep(_ command: SweepCommand, into result: inout CommandResult) throws {
        let machine = try world.machine(named: command.target)
        var fresh = type(of: machine).kind.makeMachine()
        for info in type(of: machine).parameterTable {
            if let text = machine.parameterText(info.name), text != fresh.parameterText(info.name) {
                _ = try? fresh.setParameter(info.name, to: text, at: 0, in: world.environment)
            }
        }
        let plan = try SweepPlan.make(command, base: SweepVariant(machine: fresh, environment: world.environment))
        let grid = SweepGrid.run(plan, workers: sweepWorkers)
        let text = SweepRendering.render(
            grid, format: command.resolvedFormat, workers: sweepWorkers, colors: display.colors,
            sheet: command.target)
        if let file = command.file {
            try files.write(text, to: resolve(file.text))
            result.output +=
                "wrote a \(command.resolvedFormat.rawValue) sweep of \(SweepNumber.grouped(plan.cellCount)) cells "
                + "to '\(file.text)'\n"
        } else {
            result.output += text
        }
    }
}
