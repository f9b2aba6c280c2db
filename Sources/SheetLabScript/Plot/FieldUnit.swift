import SheetLabCore

/// The unit a numeric field is measured in, as axis labels print it (docs/commands.md#fields).
public enum FieldUnit {
    /// `pt` for lengths, `pt/s` for `velocity`, empty for ratios, counts and words.
    public static func unit(of field: Field) -> String {
        switch field {
        case .translation, .predicted, .releaseTranslation, .releasePredicted, .offset, .height, .bubbleWidth,
            .bubbleHeight, .anchorY:
            "pt"
        case .velocity, .releaseVelocity: "pt/s"
        case .phase, .armed, .progress, .dragProgress, .scale, .opacity, .backdrop, .detent, .hitTesting,
            .presented, .dismissed, .pops, .actions, .stack, .haptics, .action, .bubbleOpacity, .iconScale,
            .armedColor, .animation, .name:
            ""
        }
    }
}
