import SheetLabCore

extension Session {
    /// `sweep NAME ...`: the map of a live sheet's parameters in its world's environment; the
    /// sheet and the world are untouched. Text goes to the output, or to the file of `--to`
    /// (`--to -`: the output, as the file would hold it, without colours).
    mutating func sweep(_ command: SweepCommand, into result: inout CommandResult) throws {
        let machine = try world.machine(named: command.target)
        // A never-presented copy with the live sheet's parameters, set as `new` sets them.
        let kind = type(of: machine).kind
        let defaults = kind.makeMachine()
        let settings = type(of: machine).parameterTable.compactMap { info -> ParameterSetting? in
            guard let text = machine.parameterText(info.name), text != defaults.parameterText(info.name) else {
                return nil
            }
            return ParameterSetting(name: info.name, value: text)
        }
        let fresh: any Machine
        do {
            fresh = try kind.makeMachine(configuredBy: settings, designs: designs)
        } catch {
            throw WorldError.parameter(error)
        }
        let plan = try SweepPlan.make(command, base: SweepVariant(machine: fresh, environment: world.environment))
        let grid = SweepGrid.run(plan, workers: sweepWorkers)
        let text = SweepRendering.render(
            grid, format: command.resolvedFormat, workers: sweepWorkers,
            colors: display.colors && command.file == nil, sheet: command.target)
        if let file = command.file, file.text != Self.standardOutputName {
            try files.write(text, to: resolve(file.text))
            result.output +=
                "wrote a \(command.resolvedFormat.rawValue) sweep of \(SweepNumber.grouped(plan.cellCount)) cells "
                + "to '\(VisibleText.escaped(file.text))'\n"
        } else {
            result.output += text
        }
    }
}
