import NavPilot
import NavPilotTUI
import Observation

/// The routes of the feed pane.
public enum FeedRoute: Hashable, Codable, Sendable, NotationCaseNames {
    /// The list of posts (the root).
    case feed
    /// One post.
    case post(id: Int, title: String)
    /// The author of a post.
    case authorProfile(name: String)

    /// The case names, for error messages.
    public static var notationCaseNames: [String] { ["feed", "post", "authorProfile"] }
}

/// The routes of the chat pane.
public enum ChatRoute: Hashable, Codable, Sendable, NotationCaseNames {
    /// The conversations (the root).
    case inbox
    /// One conversation.
    case thread(id: Int, with: String)
    /// A message being written.
    case newMessage

    /// The case names, for error messages.
    public static var notationCaseNames: [String] { ["inbox", "thread", "newMessage"] }
}

/// Example 4: two independent pilots of two route types side by side, each in its own pane.
public enum SplitScreenExample {
    /// The example as `navpilot` lists it.
    public static let example = Example(
        number: 4, name: "split-screen", title: "Split Screen",
        summary: "a feed and a chat side by side, each pane with its own typed pilot and stack",
        paneNames: ["feed", "chat"]
    ) { paneName in
        [feedPane(named: paneName("feed")), chatPane(named: paneName("chat"))]
    }

    /// The feed pane, with a new pilot.
    @MainActor
    public static func feedPane(named name: String = "feed") -> Pane {
        let feed = NavPilot(initial: FeedRoute.feed)
        return Pane(name, pilot: feed) { route in
            switch route {
            case .feed: FeedView()
            case .post(let id, let title): PostView(id: id, title: title)
            case .authorProfile(let name): AuthorProfileView(name: name)
            }
        }
    }

    /// The chat pane, with a new pilot.
    @MainActor
    public static func chatPane(named name: String = "chat") -> Pane {
        let chat = NavPilot(initial: ChatRoute.inbox)
        let outbox = Outbox()
        // A host written out: the environment object is for every screen of the stack, so it goes on the host.
        return Pane(name, pilot: chat) {
            NavPilotHost(chat) { route in
                switch route {
                case .inbox: InboxView()
                case .thread(let id, let person): ThreadView(id: id, person: person)
                case .newMessage: NewMessageView()
                }
            }
            .environmentObject(outbox)
        }
    }
}

// MARK: Feed

struct FeedView: View {
    @EnvironmentObject var pilot: NavPilot<FeedRoute>
    static let posts = [(1, "Swift Tips"), (2, "SwiftUI Tricks"), (3, "Async/Await")]

    var body: some View {
        List(Self.posts, id: \.0) { post in
            Button(post.1) { pilot.push(.post(id: post.0, title: post.1)) }
        }
        .navigationTitle("Feed")
    }
}

struct PostView: View {
    @EnvironmentObject var pilot: NavPilot<FeedRoute>
    let id: Int
    let title: String

    var body: some View {
        VStack {
            Button("View Author Profile") { pilot.push(.authorProfile(name: "Jane Doe")) }
            Button("Back to Feed") { pilot.pop() }
            Button("Pop to Root") { pilot.popToRoot() }
        }
        .navigationTitle(title)
    }
}

struct AuthorProfileView: View {
    @EnvironmentObject var pilot: NavPilot<FeedRoute>
    let name: String

    var body: some View {
        VStack {
            Text("Posts by \(name).")
            Button("Back to Post") { pilot.pop() }
            Button("Back to Feed") { pilot.popTo(.feed) }
        }
        .navigationTitle(name)
    }
}

// MARK: Chat

/// What the chat pane last sent, so the inbox can say so.
@MainActor
@Observable
final class Outbox {
    /// The recipient of the last message sent ("" when none was typed); nil before any.
    var lastRecipient: String?

    /// The inbox's acknowledgement of the last message, or "" when there is nothing to acknowledge.
    var acknowledgement: String {
        guard let recipient = lastRecipient else { return "" }
        return recipient.isEmpty ? "Message sent (no recipient given)." : "Message sent to \(recipient)."
    }
}

struct InboxView: View {
    @EnvironmentObject var pilot: NavPilot<ChatRoute>
    @EnvironmentObject var outbox: Outbox
    static let people = [(1, "Alice"), (2, "Bob"), (3, "Carol")]

    var body: some View {
        List {
            if !outbox.acknowledgement.isEmpty {
                Text(outbox.acknowledgement)
            }
            ForEach(Self.people, id: \.0) { person in
                Button(person.1) { pilot.push(.thread(id: person.0, with: person.1)) }
            }
            Button("New Message") { pilot.push(.newMessage) }
        }
        .navigationTitle("Inbox")
    }
}

struct ThreadView: View {
    @EnvironmentObject var pilot: NavPilot<ChatRoute>
    let id: Int
    let person: String

    var body: some View {
        VStack {
            Text("Conversation \(id) with \(person).")
            Button("New Message") { pilot.push(.newMessage) }
            Button("Back to Inbox") { pilot.popTo(.inbox) }
        }
        .navigationTitle(person)
    }
}

struct NewMessageView: View {
    @EnvironmentObject var pilot: NavPilot<ChatRoute>
    @EnvironmentObject var outbox: Outbox
    @State var recipient = ""

    var body: some View {
        VStack {
            TextField("To:", text: $recipient)
            Button("Send & Go to Inbox") {
                outbox.lastRecipient = recipient
                pilot.popToRoot()
                // Sent: going forward must not bring the filled-in message back to be sent again.
                pilot.clearForwardRoutes()
            }
            Button("Cancel") { pilot.pop() }
        }
        .navigationTitle("New Message")
    }
}
