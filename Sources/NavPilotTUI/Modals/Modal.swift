/// What a pane shows over its content while an alert, a confirmation dialog or a sheet is presented.
@MainActor
struct ModalRecord {
    enum Kind {
        case alert
        case dialog(Visibility)
        case sheet
    }

    let kind: Kind
    let title: String
    /// What the box shows: title, message and buttons, or the sheet's content.
    let body: Node
    /// The focus targets inside the box: the only ones keys and clicks reach while it is shown.
    let targets: Range<Int>
    /// Takes the modal away (its binding set to false, or its item to nil).
    let dismiss: @MainActor () -> Void
    /// The action of the `.cancel` button, which Escape runs.
    let cancel: (@MainActor () -> Void)?
}

/// What a pane presents, as tests and scenarios read it.
public struct PresentedModal: Hashable, Sendable {
    /// `alert`, `confirmation dialog` or `sheet`.
    public let kind: String
    /// The title (empty for a sheet).
    public let title: String

    /// A modal of `kind` titled `title`.
    public init(kind: String, title: String) {
        self.kind = kind
        self.title = title
    }
}

extension ModalRecord {
    var presented: PresentedModal {
        switch kind {
        case .alert: PresentedModal(kind: "alert", title: title)
        case .dialog: PresentedModal(kind: "confirmation dialog", title: title)
        case .sheet: PresentedModal(kind: "sheet", title: title)
        }
    }
}

/// A view that may present a modal over its pane: what `.alert`, `.confirmationDialog` and `.sheet`
/// make. Its content resolves as usual; while presented, the modal's views resolve after it, so
/// their focus targets come last, and the pane draws the box over everything.
struct ModalView<Content: View, Actions: View, Message: View>: View, PrimitiveView {
    let content: Content
    let kind: ModalRecord.Kind
    let title: String
    let isPresented: Bool
    let actions: Actions
    let message: Message
    let dismiss: @MainActor () -> Void

    var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        let node = context.resolve(content)
        guard isPresented else { return node }
        let first = context.focusTargetCount
        // A modal's content is not a row of a form around the view it is on.
        context.withChildPath("modal") { context.outsideForm { present(context, first: first) } }
        return node
    }

    /// The sheet, or the alert or dialog with its buttons, over the pane.
    private func present(_ context: ResolveContext, first: Int) {
        guard case .sheet = kind else {
            // An alert's buttons are the system's, drawn the same whatever style, alignment or
            // disabling the screen sets; the rest of the environment reaches its message.
            let systems: (inout EnvironmentValues) -> Void = {
                $0.buttonStyle = .automatic
                $0.multilineTextAlignment = .leading
                $0.isEnabled = true
            }
            context.withEnvironment(systems) { presentWithButtons(context, first: first) }
            return
        }
        let dismiss = self.dismiss
        let body = context.withEnvironment({ $0.dismiss = DismissAction(action: dismiss) }) {
            context.resolve(actions)
        }
        context.present(
            ModalRecord(
                kind: kind, title: title, body: body, targets: first..<context.focusTargetCount, dismiss: dismiss,
                cancel: nil))
    }

    /// An alert or a dialog: every button also dismisses it, and one is added when none says how
    /// to get out (`OK` for an alert, `Cancel` for a dialog).
    private func presentWithButtons(_ context: ResolveContext, first: Int) {
        let messageNode = context.withChildPath("message") { context.resolve(message) }
        var (buttons, cancel) = context.withButtonsDismissing(dismiss) {
            context.withChildPath("actions") { context.resolve(actions) }
        }
        var rows = Self.pieces(of: buttons)
        let isDialog: Bool
        if case .dialog = kind { isDialog = true } else { isDialog = false }
        if context.focusTargetCount == first || (isDialog && cancel == nil) {
            let extra = isDialog ? Button("Cancel", role: .cancel) {} : Button("OK") {}
            let (node, extraCancel) = context.withButtonsDismissing(dismiss) {
                context.withChildPath("default") { context.resolve(extra) }
            }
            rows.append(node)
            cancel = cancel ?? extraCancel
        }
        buttons = isDialog ? .stack(.vertical, rows, spacing: 0) : .stack(.horizontal, rows, spacing: 2)
        var parts: [Node] = []
        let hasMessage: Bool
        if case .empty = messageNode { hasMessage = false } else { hasMessage = true }
        switch kind {
        case .dialog(.hidden): break
        case .dialog(.automatic) where !hasMessage: break
        case .dialog: parts.append(.styled(.text(title), Style(dim: true), fill: false))
        default: parts.append(.styled(.text(title), Style(bold: true), fill: false))
        }
        if hasMessage { parts.append(messageNode) }
        parts.append(buttons)
        context.present(
            ModalRecord(
                kind: kind, title: title, body: .stack(.vertical, parts, spacing: 1),
                targets: first..<context.focusTargetCount, dismiss: dismiss, cancel: cancel))
    }

    /// The buttons of an actions builder, one node each.
    private static func pieces(of node: Node) -> [Node] {
        if case .stack(_, let children, _, _) = node { return children.flatMap(pieces) }
        if case .group(let children) = node { return children.flatMap(pieces) }
        if case .empty = node { return [] }
        return [node]
    }
}

extension LayoutEngine {
    /// Draws `modal` over `area` (the pane): an alert or a dialog as a box in the middle, as wide as
    /// its content wants (at least 36 columns when the pane allows), a sheet as a box one cell inside
    /// the pane's edges. Under the box nothing shows through.
    mutating func placeModal(_ modal: ModalRecord, in area: Rect) {
        guard area.width >= 5, area.height >= 3 else { return }
        let box: Rect
        if case .sheet = modal.kind {
            box = area.width >= 8 && area.height >= 5 ? area.inset(by: 1) : area
        } else {
            let inner = min(area.width - 4, max(naturalWidth(of: modal.body), min(36, area.width - 4)))
            let height = min(area.height, height(of: modal.body, width: inner) + 2)
            box = Rect(
                x: area.x + (area.width - inner - 4) / 2, y: area.y + (area.height - height) / 2, width: inner + 4,
                height: height)
        }
        recordFill(box, style: .plain)
        let border = theme.focusedBorder
        record("┌" + String(repeating: "─", count: box.width - 2) + "┐", at: box.origin, style: border, clip: box)
        for y in box.y + 1..<box.maxY - 1 {
            record("│", at: Point(x: box.x, y: y), style: border, clip: box)
            record("│", at: Point(x: box.maxX - 1, y: y), style: border, clip: box)
        }
        record(
            "└" + String(repeating: "─", count: box.width - 2) + "┘", at: Point(x: box.x, y: box.maxY - 1),
            style: border, clip: box)
        let content = Rect(x: box.x + 2, y: box.y + 1, width: box.width - 4, height: box.height - 2)
        place(modal.body, in: content, style: .plain, clip: content)
    }
}
