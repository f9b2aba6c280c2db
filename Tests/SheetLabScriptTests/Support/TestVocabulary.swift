import SheetLabScript

/// The vocabulary of `docs/models.md` and `docs/commands.md`, written out for tests until Core provides it.
let testVocabulary = Vocabulary(
    kinds: [
        Vocabulary.KindEntry(
            "screen",
            parameters: [
                .init("threshold", .number), .init("min-distance", .number), .init("fling-factor", .number),
                .init("shrink", .number), .init("fade", .number),
            ]),
        Vocabulary.KindEntry(
            "modal",
            parameters: [
                .init("variant", .choice(["content", "modifier"])), .init("threshold", .number),
                .init("velocity", .number), .init("height", .number), .init("backdrop", .number),
                .init("min-distance", .number),
            ]),
        Vocabulary.KindEntry(
            "sheet",
            parameters: [
                .init("profile", .choice(["multi-height", "custom", "action", "filter", "seed"])),
                .init("detents", .word), .init("detent", .word), .init("dismiss-below", .number),
                .init("fling-distance", .number), .init("dismiss", .choice(["enabled", "disabled"])),
                .init("background", .word), .init("backdrop", .number), .init("min-distance", .number),
                .init("height", .number), .init("dismiss-offset", .number), .init("actions", .integer),
            ]),
        Vocabulary.KindEntry(
            "edge",
            parameters: [
                .init("edge", .choice(["leading", "trailing", "left", "right"])), .init("hit-width", .number),
                .init("trigger", .number), .init("velocity", .number), .init("min-fling", .number),
                .init("curve", .choice(["linear", "rubber", "ease-out"])), .init("overshoot", .number),
                .init("action", .choice(["automatic", "dismiss", "pop", "custom"])), .init("stack", .integer),
                .init("action-timing", .choice(["immediately", "after-commit"])), .init("enabled", .flag),
                .init("vertical-padding", .number), .init("bubble-width", .number), .init("bubble-height", .number),
                .init("height-growth", .number),
            ]),
    ],
    fields: {
        let all = ["screen", "modal", "sheet", "edge"]
        let phases = ["presenting", "idle", "dragging", "cancelling", "settling", "committing", "dismissed"]
        return [
            .init("phase", .choice(phases), kinds: all), .init("armed", .flag, kinds: all),
            .init("progress", .number, kinds: all), .init("drag-progress", .number, kinds: all),
            .init("translation", .number, kinds: all), .init("velocity", .number, kinds: all),
            .init("predicted", .number, kinds: all), .init("release-translation", .number, kinds: all),
            .init("release-velocity", .number, kinds: all), .init("release-predicted", .number, kinds: all),
            .init("offset", .number, kinds: all),
            .init("scale", .number, kinds: all), .init("opacity", .number, kinds: all),
            .init("backdrop", .number, kinds: ["modal", "sheet"]), .init("height", .number, kinds: ["sheet"]),
            .init("detent", .word, kinds: ["sheet"]), .init("hit-testing", .flag, kinds: all),
            .init("presented", .flag, kinds: all), .init("dismissed", .integer, kinds: all),
            .init("pops", .integer, kinds: ["edge"]), .init("actions", .integer, kinds: ["edge"]),
            .init("stack", .integer, kinds: ["edge"]), .init("haptics", .integer, kinds: all),
            .init("action", .choice(["dismiss", "pop", "custom"]), kinds: ["edge"]),
            .init("bubble-width", .number, kinds: ["edge"]), .init("bubble-height", .number, kinds: ["edge"]),
            .init("anchor-y", .number, kinds: ["edge"]), .init("bubble-opacity", .number, kinds: ["edge"]),
            .init("icon-scale", .number, kinds: ["edge"]), .init("armed-color", .flag, kinds: ["edge"]),
            .init("animation", .text, kinds: all), .init("name", .word, kinds: all),
        ]
    }())

let testParser = Parser(vocabulary: testVocabulary)
