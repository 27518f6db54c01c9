import NavPilotExamples
import NavPilotTUI
import Testing

@MainActor
@Suite("The examples catalog")
struct ExamplesCatalogTests {
    @Test func nineExamplesInTheOrderOfTheOriginalLibrary() {
        #expect(
            Examples.all.map(\.name) == [
                "push-pop", "parameters", "callback", "split-screen", "deep-link", "persistence", "inspector",
                "route-guards", "transitions",
            ])
        #expect(Examples.all.map(\.number) == Array(1...9))
    }

    @Test func theSplitScreenIsTheDefault() {
        #expect(Examples.defaultExample.name == "split-screen")
        #expect(Examples.defaultExample.make().panes.map(\.name) == ["feed", "chat"])
    }

    @Test func examplesAreFoundByNameOrNumber() {
        #expect(Examples.named("4")?.name == "split-screen")
        #expect(Examples.named("Deep-Link")?.number == 5)
        #expect(Examples.named("9")?.name == "transitions")
        #expect(Examples.named("10")?.name == "files", "the examples on real data follow the nine")
        #expect(Examples.named("11") == nil)
        #expect(Examples.named("nope") == nil)
    }

    @Test func everyPaneHasAPilotAndTheDeclaredName() {
        for example in Examples.catalogue {
            let session = example.make()
            #expect(session.name == example.name)
            #expect(session.panes.map(\.name) == example.paneNames)
            #expect(session.panes.allSatisfy { $0.pilot != nil }, "\(example.name)")
        }
    }

    @Test func listingShowsEachExampleWithItsNumberNameTitleAndSummary() {
        let lines = Examples.listing.split(separator: "\n")
        #expect(lines.count == 20)
        #expect(lines[18] == "10  files         Files", "numbers padded to the widest")
        #expect(lines[0] == "1   push-pop      Push / Pop")
        #expect(lines[1] == "    " + PushPopExample.example.summary)
        #expect(lines[6] == "4   split-screen  Split Screen")
        #expect(lines[7] == "    a feed and a chat side by side, each pane with its own typed pilot and stack")
    }

    @Test func everyExampleRendersItsFirstScreen() {
        let titles = [
            "push-pop": "Home", "parameters": "Catalog", "callback": "Start", "split-screen": "Feed",
            "deep-link": "Home", "inspector": "Home", "route-guards": "Home", "transitions": "Transitions",
        ]
        for (name, title) in titles {
            let session = HeadlessSession(example: name)
            #expect(session.text.contains("· \(title) "), "\(name)")
        }
    }
}
