/// One choice of a `Picker`: what it shows and the value selecting it writes.
struct PickerChoice<Value> {
    let label: String
    let value: Value
}

/// Reads a picker's choices from the views its content builder made.
///
/// The content is walked as built, before anything is laid out: groups and `if`/`switch` branches
/// are looked into, a `ForEach` gives one choice per element, and each view tagged with a value of
/// the selection's type (`.tag(_:)`) is a choice labelled with its text. A `ForEach` element
/// without a tag stands for its identity, when that is of the selection's type (as in SwiftUI).
/// Views that stand for no value of the selection's type are not choices and are left out.
@MainActor
struct PickerChoiceReader<Value: Hashable> {
    let context: ResolveContext
    private(set) var choices: [PickerChoice<Value>] = []

    init(context: ResolveContext) {
        self.context = context
    }

    /// Adds the choices among `views`; `identity` is the `ForEach` element they were made for.
    mutating func read(_ views: [any View], identity: (any Hashable)? = nil) {
        for view in views {
            if let branch = view as? BranchContent {
                read(branch.views, identity: identity)
            } else if let group = view as? ViewGroup {
                read(group.children, identity: identity)
            } else if let each = view as? any ElementViews {
                for element in each.elementViews {
                    read([element.view], identity: element.id)
                }
            } else if let tagged = view as? any TaggedContent {
                add(tagged.taggedView, value: tagged.anyTag)
            } else if let identity {
                add(view, value: identity)
            }
        }
    }

    /// Adds `view` as a choice for `value`, when that is a value of the selection's type.
    private mutating func add(_ view: any View, value: any Hashable) {
        guard let value = value as? Value else { return }
        // Resolved at a path of its own, so a label with `@State` keeps it apart from its siblings.
        let label = context.withChildPath("choice\(choices.count)") { context.resolve(view) }.plainText
        choices.append(PickerChoice(label: label, value: value))
    }
}
