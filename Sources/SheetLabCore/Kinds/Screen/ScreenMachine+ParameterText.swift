extension ScreenMachine {
    public func parameterText(_ name: String) -> String? {
        parameters.text(of: name)
    }
}
