import NavPilot

/// What a lifecycle modifier asks for.
@MainActor
enum LifecycleEvent {
    case task(TaskRequest)
    case appear(@MainActor () -> Void)
    case disappear(@MainActor () -> Void)

    /// The path component of the modifier (`LifecycleView`).
    var pathComponent: String {
        switch self {
        case .task: "task"
        case .appear: "appear"
        case .disappear: "disappear"
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

/// The value a `.task(id:)` was given, compared with the value of a later frame.
struct TaskIdentity {
    private let value: any Equatable
    private let equals: (any Equatable) -> Bool

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
