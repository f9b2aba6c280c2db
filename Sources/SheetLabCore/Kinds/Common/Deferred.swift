/// A value given, or built from a recipe the first time it is read: the texts that only `explain`,
/// `why` and trace lines print (a decision's comparisons, an ignored input's reason), which a
/// replay or an explored state almost never reads.
///
/// The recipe must be a pure function of values captured when it was made (the compiler holds a
/// `@Sendable` closure to capturing no variable), so reading it twice gives the same value. It
/// is not cached: a read builds it again. Two copies of one deferred value share the recipe and
/// compare equal without building it.
struct Deferred<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The recipe, a class so that copies can be told to share it.
    final class Recipe: Sendable {
        let build: @Sendable () -> Value
        init(_ build: @escaping @Sendable () -> Value) { self.build = build }
    }

    private(set) var recipe: Recipe?
    private var given: Value?

    init(_ build: @escaping @Sendable () -> Value) { recipe = Recipe(build) }

    init(_ value: Value) { given = value }

    var value: Value { given ?? recipe!.build() }

    /// Changes the value, building it first; the recipe is dropped.
    mutating func update(_ change: (inout Value) -> Void) {
        var value = value
        change(&value)
        given = value
        recipe = nil
    }

    static func == (left: Deferred, right: Deferred) -> Bool {
        if let shared = left.recipe, shared === right.recipe { return true }
        return left.value == right.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
