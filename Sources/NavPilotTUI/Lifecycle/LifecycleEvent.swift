import NavPilot

/// What a lifecycle modifier asks for.
@MainActor
enum LifecycleEvent {
    case task(TaskRequest)
    case appear(@MainActor () -> Void)
    case disappear(@MainActor () -> Void)
    case change(ChangeRequest)

    /// The path component of the modifier (`LifecycleView`).
    var pathComponent: String {
        switch self {
        case .task: "task"
        case .appear: "appear"
        case .disappear: "disappear"
        case .change: "change"
        }
    }
}

/// The work of a `.task` modifier.
@MainActor
struct TaskRequest {
    /// The value of `.task(id:)`; nil for `.task`.
    let id: TaskIdentity?
    let priority: TaskPriority
    let action: @MainActor () async -> Void
}

/// The value an `.onChange(of:)` saw in one pass, and its action.
@MainActor
struct ChangeRequest {
    /// The value, for comparing with the next pass's.
    let value: TaskIdentity
    /// Whether the action also runs for the first value seen (`initial: true`).
    let initial: Bool
    /// Runs the action with the earlier pass's request (nil: the first value) and this pass's value.
    let fire: @MainActor (_ earlier: ChangeRequest?) -> Void

    init<Value: Equatable>(
        _ value: Value, initial: Bool, action: @escaping @MainActor (_ old: Value, _ new: Value) -> Void
    ) {
        self.value = TaskIdentity(value)
        self.initial = initial
        self.fire = { earlier in
            action((earlier?.value.base as? Value) ?? value, value)
        }
    }
}

/// The value a `.task(id:)` was given, compared with the value of a later frame.
struct TaskIdentity {
    private let value: any Equatable
    private let equals: (any Equatable) -> Bool

    /// The value itself.
    var base: any Equatable { value }

    init<Value: Equatable>(_ value: Value) {
        self.value = value
        self.equals = { other in (other as? Value) == value }
    }

    /// Whether `other` holds an equal value of the same type.
    func isEqual(to other: TaskIdentity?) -> Bool {
        guard let other else { return false }
        return equals(other.value)
    }
}

/// Where a lifecycle modifier sits: its screen (stack entry) and its structural path in the pane.
struct LifecycleKey: Hashable {
    let scope: StackEntryID?
    let path: String
}

/// A lifecycle modifier seen by a render pass.
@MainActor
struct LifecycleRecord {
    let key: LifecycleKey
    /// The pilot whose stack holds the screen (nil outside hosts).
    let owner: ObjectIdentifier?
    let event: LifecycleEvent
}
