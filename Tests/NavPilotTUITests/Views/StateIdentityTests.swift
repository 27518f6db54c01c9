import NavPilotTUI
import Testing

/// A counter whose `@State` is called `count`.
struct LeftCounter: View {
    @State var count = 0
    var body: some View { Button("left \(count)") { count += 1 } }
}

/// Another counter type with a `@State` of the same name and type.
struct RightCounter: View {
    @State var count = 0
    var body: some View { Button("right \(count)") { count += 1 } }
}

/// Shows one of two views in the same place, switched by a button.
struct Switcher: View {
    @State var showsFirst = true
    let sameType: Bool

    var body: some View {
        VStack {
            if showsFirst {
                if sameType { LeftCounter() } else { LeftCounter() }
            } else {
                if sameType { LeftCounter() } else { RightCounter() }
            }
            Button("switch") { showsFirst.toggle() }
        }
    }
}

/// A counter after an `if` without `else`.
struct AfterOptional: View {
    @State var showsExtra = false

    var body: some View {
        VStack {
            Button("toggle") { showsExtra.toggle() }
            if showsExtra { Text("extra") }
            LeftCounter()
        }
    }
}

/// `@State` belongs to one view in one place: its identity includes the branch of every `if`/`else`
/// around it and the view's type, as in SwiftUI.
@MainActor
@Suite("@State identity")
struct StateIdentityTests {
    @Test func twoBranchesWithAStateOfTheSameNameAndTypeDoNotShareIt() {
        let harness = ViewHarness { Switcher(sameType: true) }
        harness.press(.enter, .enter, .enter)  // the counter of the first branch: 3
        #expect(harness.text.contains("left 3"))
        harness.press(.down, .enter)  // switch
        #expect(harness.text.contains("left 0"), "the other branch starts from its own state")
        harness.press(.up, .enter)
        #expect(harness.text.contains("left 1"))
        harness.press(.down, .enter)  // switch back
        #expect(harness.text.contains("left 3"), "the first branch kept its own")
    }

    @Test func twoViewTypesInOnePlaceDoNotShareAState() {
        let harness = ViewHarness { Switcher(sameType: false) }
        harness.press(.enter, .enter)
        #expect(harness.text.contains("left 2"))
        harness.press(.down, .enter)
        #expect(harness.text.contains("right 0"))
    }

    @Test func aViewAfterAnIfKeepsItsStateWhenTheIfChanges() {
        let harness = ViewHarness { AfterOptional() }
        harness.press(.down, .enter, .enter)
        #expect(harness.text.contains("left 2"))
        harness.press(.up, .enter)
        #expect(harness.text.contains("extra"))
        #expect(harness.text.contains("left 2"), "the counter is the same view in the same place")
    }
}
