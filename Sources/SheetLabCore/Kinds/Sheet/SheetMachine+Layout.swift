/// Where the sheet is drawn (docs/models.md#sheet, Layout).
extension SheetMachine {
    /// The sheet's rectangle as drawn at the last rendered frame, the move transition (and the custom
    /// profile's offset) included.
    ///
    /// `ZStack(alignment: .bottom)` in the safe-area container: the bottom sits at `T + C` while
    /// the drawn height fits, else the taller child grows the ZStack, which the container centres:
    /// bottom `T + (C + height) / 2` (`large` on the default screen ends at 844.3).
    public func contentRectangle(in environment: Environment) -> Rectangle {
        let drawn = max(height.presented, 0)
        let container = environment.containerHeight
        let top = environment.safeAreaTop
        let bottom = drawn <= container ? top + container : top + (container + drawn) / 2
        let shift = move.presented + drawnOffset.presented
        return Rectangle(minX: 0, minY: bottom - drawn + shift, maxX: environment.screenWidth, maxY: bottom + shift)
    }
}
