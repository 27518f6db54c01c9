import NavPilot
import NavPilotExamples
import NavPilotTUI
import Testing

@MainActor
@Suite("Example 2: parameters")
struct ParametersExampleTests {
    @Test func theCatalogListsThreeProductsAndEachPushesItsProduct() {
        for (index, product) in Product.catalog.enumerated() {
            let session = HeadlessSession(example: "parameters")
            #expect(session.text(ofPane: "main").contains(product.name))
            session.activate(downBy: index)
            #expect(session.pilot(ParametersRoute.self)?.stack == [.catalog, .product(product)])
            #expect(session.text(ofPane: "main").contains("\(product.name) (id \(product.id))"))
        }
    }

    @Test func buyNowConfirmOrderAndBackToCatalog() throws {
        let session = HeadlessSession(example: "parameters")
        let pilot = try #require(session.pilot(ParametersRoute.self))
        session.activate(downBy: 2)
        // Buy Now: the product's name is the one item.
        session.press(.enter)
        #expect(pilot.stack == [.catalog, .product(.mouse), .checkout(items: ["Mouse"])])
        #expect(
            session.stack() == [
                "catalog", #"product({id: 3, name: "Mouse"})"#, #"checkout(items: ["Mouse"])"#,
            ])
        #expect(session.text(ofPane: "main").contains("Items: Mouse"))
        // Confirm Order replaces the whole stack, so back from the confirmation is the catalog.
        session.press(.enter)
        #expect(pilot.stack == [.catalog, .confirmation])
        #expect(session.text(ofPane: "main").contains("order is confirmed"))
        // Back to Catalog.
        session.press(.enter)
        #expect(pilot.stack == [.catalog])
    }

    @Test func replaceWithMonitorSwapsTheTopAndGoBackOneStepPops() throws {
        let session = HeadlessSession(example: "parameters")
        let pilot = try #require(session.pilot(ParametersRoute.self))
        session.press(.enter)
        session.activate(downBy: 1)
        #expect(pilot.stack == [.catalog, .product(.monitor)])
        #expect(session.text(ofPane: "main").contains("Monitor (id 2)"))
        session.press(.enter)
        #expect(pilot.stack == [.catalog, .product(.monitor), .checkout(items: ["Monitor"])])
        // Go Back 1 step.
        session.activate(downBy: 1)
        #expect(pilot.stack == [.catalog, .product(.monitor)])
    }

    @Test func theConfirmationGoesBackToTheCatalogWithTheBackGesture() throws {
        let session = HeadlessSession(example: "parameters")
        let pilot = try #require(session.pilot(ParametersRoute.self))
        session.press(.enter, .enter, .enter)
        #expect(pilot.stack == [.catalog, .confirmation])
        session.press(.backspace)
        #expect(pilot.stack == [.catalog])
    }
}
