import NavPilot
import NavPilotExamples
import NavPilotTUI
import Testing

/// Focus order of every deep-link screen.
private enum Control: Int {
    case keyboard, monitor, mouse, addCheckout, generate, urlField, restore, popToRoot
}

@MainActor
@Suite("Example 5: deep-link")
struct DeepLinkExampleTests {
    /// Wide enough that a generated URL fits on one line.
    private func start() -> HeadlessSession {
        HeadlessSession(example: "deep-link", size: Size(width: 220, height: 30))
    }

    private func activate(_ control: Control, in session: HeadlessSession) {
        session.activate(downBy: control.rawValue)
    }

    @Test func productButtonsAndAddCheckoutPush() throws {
        let session = start()
        let pilot = try #require(session.pilot(ShopRoute.self))
        activate(.monitor, in: session)
        activate(.mouse, in: session)
        activate(.addCheckout, in: session)
        #expect(pilot.stack == [.home, .product(.monitor), .product(.mouse), .checkout(items: ["Monitor", "Mouse"])])
        #expect(session.text(ofPane: "main").contains("Checkout: Monitor, Mouse"))
        activate(.popToRoot, in: session)
        #expect(pilot.stack == [.home])
    }

    @Test func generateShowsTheURLAndRestoreBringsTheStackBack() throws {
        let session = start()
        let pilot = try #require(session.pilot(ShopRoute.self))
        activate(.keyboard, in: session)
        activate(.addCheckout, in: session)
        let saved = pilot.stack
        let url = try #require(pilot.deepLinkURL()).absoluteString
        activate(.generate, in: session)
        #expect(session.text(ofPane: "main").contains("Link: \(url)"))
        #expect(url.hasPrefix("navpilot://stack?r=home&r=product("))
        // The field holds the generated link; go to the root and restore from it.
        activate(.popToRoot, in: session)
        #expect(pilot.stack == [.home])
        activate(.restore, in: session)
        #expect(pilot.stack == saved)
        #expect(
            session.text(ofPane: "main").contains(
                #"Restored: [home, product({id: 1, name: "Keyboard"}), checkout(items: ["Keyboard"])]"#))
    }

    @Test func aTypedURLIsRestored() throws {
        let session = start()
        let pilot = try #require(session.pilot(ShopRoute.self))
        session.press(.down, times: Control.urlField.rawValue)
        session.type("navpilot://stack?r=home&r=checkout(items:%5B%22Mouse%22%5D)")
        session.activate(downBy: 1)
        #expect(pilot.stack == [.home, .checkout(items: ["Mouse"])])
        #expect(session.text(ofPane: "main").contains(#"Restored: [home, checkout(items: ["Mouse"])]"#))
    }

    @Test func anEmptyFieldIsAnError() throws {
        let session = start()
        activate(.restore, in: session)
        #expect(session.text(ofPane: "main").contains("Error: type a navpilot://stack?r=… URL first"))
        #expect(session.stack() == ["home"])
    }

    @Test func typedErrorsAreShownAndTheStackIsUnchanged() throws {
        let cases = [
            ("http://stack?r=home", "Error: wrong scheme 'http', expected 'navpilot'"),
            ("navpilot://feed?r=home", "Error: wrong host 'feed', expected 'stack'"),
            (
                "navpilot://stack?r=hom",
                "Error: entry 0: 1:1: unknown case 'hom' of ShopRoute; expected one of home, product, checkout"
            ),
            ("navpilot://stack", "Error: the link has no routes"),
        ]
        for (url, message) in cases {
            let session = start()
            activate(.keyboard, in: session)
            session.press(.down, times: Control.urlField.rawValue)
            session.type(url)
            session.activate(downBy: 1)
            #expect(session.text(ofPane: "main").contains(message), "\(url)")
            #expect(session.stack() == ["home", #"product({id: 1, name: "Keyboard"})"#])
        }
    }
}
