/// The groups of bindings that apply right now, nearest the focus first: what dispatches a key,
/// writes the status line's hints and fills the help overlay, so the three cannot disagree.
@MainActor
struct KeyBindingChain {
    let groups: [KeyBindingGroup]

    /// Offers `press` to the priority bindings, then to every binding from the focus outwards; true
    /// once one used it.
    func dispatch(_ press: KeyPress) -> Bool {
        taker(of: press) != nil
    }

    /// Offers `press` as `dispatch` does and returns the scope of the group whose binding used it
    /// (nil: none did), so the window knows whether the key reached a pane.
    func taker(of press: KeyPress) -> KeyBindingScope? {
        for group in groups {
            for binding in group.bindings where binding.isPriority && binding.matches(press) {
                if binding.handle(press) { return group.scope }
            }
        }
        for group in groups {
            for binding in group.bindings where !binding.isPriority && binding.matches(press) {
                if binding.handle(press) { return group.scope }
            }
        }
        return nil
    }

    /// The groups' signatures, when every group has one: equal signatures give equal hints.
    var signature: [Int]? {
        var signatures: [Int] = []
        for group in groups {
            guard let signature = group.signature else { return nil }
            signatures.append(signature)
        }
        return signatures
    }

    /// The status line's hints: each available binding with a hint, named by its keys that no
    /// binding nearer the focus takes. A binding all of whose keys are taken says its `whenTaken`
    /// text, or nothing. What one binding offers (`open`), one further out does not offer again
    /// (Space opens a list's entry as Enter does, through the pane).
    var hints: [StatusHint] {
        var taken = TakenKeys()
        var hints: [StatusHint] = []
        var offered: Set<String> = []
        for (index, group) in groups.enumerated() {
            for binding in group.bindings where binding.isAvailable {
                if let hint = binding.hint, !offered.contains(hint.text),
                    let text = Self.hintText(hint, of: binding, taken: taken)
                {
                    offered.insert(hint.text)
                    hints.append(StatusHint(text: text, priority: hint.priority))
                }
            }
            // A group's own bindings do not hide each other: the first that matches takes the key,
            // and each offers what it does. (The last group hides nothing.)
            if index < groups.count - 1 {
                for binding in group.bindings where binding.isAvailable && !binding.isPriority {
                    for key in binding.keys { taken.take(key) }
                }
            }
        }
        return hints
    }

    private static func hintText(_ hint: KeyHint, of binding: KeyBinding, taken: TakenKeys) -> String? {
        let free = binding.keys.filter(taken.isFree)
        // The hint names its keys as it likes while every one of them is free.
        if let keys = hint.keys, free.count == binding.keys.count {
            return keys + " " + hint.text
        }
        guard !free.isEmpty else { return hint.whenTaken }
        return free.prefix(2).map(\.label).joined(separator: "/") + " " + hint.text
    }

    /// The groups as the help overlay lists them: documented bindings only (a description), the
    /// unavailable ones included (the help tells what a key does where it applies).
    var documented: [KeyBindingGroup] {
        groups.compactMap { group in
            let bindings = group.bindings.filter { !$0.description.isEmpty }
            return bindings.isEmpty ? nil : KeyBindingGroup(title: group.title, scope: group.scope, bindings: bindings)
        }
    }
}

/// A key hint of the status line; when the line is too narrow, hints of lower `priority` go first.
struct StatusHint: Equatable {
    let text: String
    let priority: Int
}
