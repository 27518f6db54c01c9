/// Whether a confirmation dialog shows its title, as in SwiftUI.
public enum Visibility: Hashable, Sendable {
    /// The dialog decides: a confirmation dialog shows its title when it has a message.
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}

extension View {
    /// Presents an alert over this view's pane while `isPresented` is true: the title in bold, the
    /// message, and the buttons of `actions` side by side (an `OK` button when there are none).
    /// The focus stays inside the alert; Left/Right and Up/Down move it, Return or a click presses a
    /// button, and any button, as well as Escape, dismisses it (Escape also runs the action of a
    /// `.cancel` button). Other panes keep working.
    ///
    /// ```swift
    /// .alert("Cannot open folder", isPresented: $showsError) {
    ///     Button("OK") {}
    /// } message: {
    ///     Text(errorText)
    /// }
    /// ```
    public func alert(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> some View,
        @ViewBuilder message: () -> some View
    ) -> some View {
        ModalView(
            content: self, kind: .alert, title: title, isPresented: isPresented.wrappedValue,
            actions: actions(), message: message(), dismiss: { isPresented.wrappedValue = false })
    }

    /// An alert without a message (see `alert(_:isPresented:actions:message:)`).
    public func alert(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> some View
    ) -> some View {
        ModalView(
            content: self, kind: .alert, title: title, isPresented: isPresented.wrappedValue,
            actions: actions(), message: EmptyView(), dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents a confirmation dialog over this view's pane while `isPresented` is true: a list of
    /// choices (and `Cancel` when no button has the `.cancel` role), the title shown as
    /// `titleVisibility` says. Keys and dismissal as for `alert(_:isPresented:actions:message:)`.
    public func confirmationDialog(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> some View, @ViewBuilder message: () -> some View
    ) -> some View {
        ModalView(
            content: self, kind: .dialog(titleVisibility), title: title, isPresented: isPresented.wrappedValue,
            actions: actions(), message: message(), dismiss: { isPresented.wrappedValue = false })
    }

    /// A confirmation dialog without a message.
    public func confirmationDialog(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> some View
    ) -> some View {
        ModalView(
            content: self, kind: .dialog(titleVisibility), title: title, isPresented: isPresented.wrappedValue,
            actions: actions(), message: EmptyView(), dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents `content` for `item` in a box over this view's pane while `item` is not nil. The focus
    /// stays inside; Escape sets `item` to nil and calls `onDismiss`.
    public func sheet<Item: Identifiable>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: (Item) -> some View
    ) -> some View {
        let shown = item.wrappedValue
        return ModalView(
            content: self, kind: .sheet, title: "", isPresented: shown != nil,
            actions: shown.map { AnyContent(content($0)) } ?? AnyContent(EmptyView()), message: EmptyView(),
            dismiss: {
                item.wrappedValue = nil
                onDismiss?()
            })
    }

    /// Presents `content` in a box over this view's pane while `isPresented` is true (see
    /// `sheet(item:onDismiss:content:)`).
    public func sheet(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: () -> some View
    ) -> some View {
        ModalView(
            content: self, kind: .sheet, title: "", isPresented: isPresented.wrappedValue,
            actions: content(), message: EmptyView(),
            dismiss: {
                isPresented.wrappedValue = false
                onDismiss?()
            })
    }
}

/// A view of any type, for a sheet whose content exists only while it is presented.
struct AnyContent: View, PrimitiveView {
    let content: any View

    init(_ content: some View) {
        self.content = content
    }

    var body: Never { return primitiveBody(of: Self.self) }

    func makeNode(_ context: ResolveContext) -> Node {
        context.resolve(content)
    }
}
