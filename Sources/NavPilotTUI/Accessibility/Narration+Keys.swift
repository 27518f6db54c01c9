/// Narration's keys, which join the window's binding table while narration is on: the help, the
/// key reference and the dispatch all read them from here.
extension Narration {
    /// `w`, `r` and row numbers, bound to `window` (nil: for the reference). After the panes' own
    /// bindings, so a text field still takes the letters and digits typed into it (F2 and F3 work
    /// there too).
    static func keyBindings(_ window: WindowManager?) -> KeyBindingGroup {
        let digits = (0...9).map { KeyPattern.key(.character(Character(String($0)))) }
        return KeyBindingGroup(
            title: "Narration", scope: .window, signature: 600,
            bindings: [
                KeyBinding(["w", .key(.function(2))], id: "narration.where", description: "say where the focus is") {
                    [weak window] _ in
                    guard let window else { return false }
                    window.narration?.sayWhereIAm(window)
                    return true
                },
                KeyBinding(["r", .key(.function(3))], id: "narration.read", description: "read the whole screen again")
                {
                    [weak window] _ in
                    guard let window else { return false }
                    window.narration?.readScreen(window)
                    return true
                },
                KeyBinding([".", .key(.function(4))], id: "narration.repeat", description: "say the last line again") {
                    [weak window] _ in
                    guard let window else { return false }
                    window.narration?.repeatLastLine()
                    return true
                },
                KeyBinding(
                    digits, id: "narration.row", label: "1…9 then Enter", description: "select the row of that number",
                    isRemappable: false
                ) {
                    [weak window] press in
                    guard case .character(let digit) = press.key, let narration = window?.narration else {
                        return false
                    }
                    narration.pendingRow = String(digit)
                    narration.sayRowNumber()
                    return true
                },
            ])
    }

    /// While a row number is being typed it takes every key: digits add to it, Backspace takes one
    /// back, Enter selects the row, anything else cancels it.
    static func rowNumberBindings(_ window: WindowManager?) -> KeyBindingGroup {
        let digits = (0...9).map { KeyPattern.key(.character(Character(String($0)))) }
        return KeyBindingGroup(
            title: "Row number", scope: .window, signature: 601,
            bindings: [
                KeyBinding(digits, description: "the next digit of the row number") { [weak window] press in
                    guard case .character(let digit) = press.key, let narration = window?.narration else {
                        return false
                    }
                    narration.pendingRow = (narration.pendingRow ?? "") + String(digit)
                    narration.sayRowNumber()
                    return true
                },
                KeyBinding([.key(.backspace)], description: "take back a digit") { [weak window] _ in
                    guard let narration = window?.narration else { return false }
                    narration.pendingRow = narration.pendingRow.map { String($0.dropLast()) }.flatMap {
                        $0.isEmpty ? nil : $0
                    }
                    return true
                },
                KeyBinding([.key(.enter)], description: "select the row") { [weak window] _ in
                    guard let window, let narration = window.narration else { return false }
                    let number = narration.pendingRow.flatMap { Int($0) } ?? 0
                    narration.pendingRow = nil
                    narration.selectRow(number, in: window)
                    return true
                },
                KeyBinding([.anyKey], description: "cancel the row number") { [weak window] _ in
                    window?.narration?.cancelRowNumber()
                    return true
                },
            ])
    }
}
