import NavPilot
import Testing

@MainActor
@Suite("Pilots driven by route notation")
struct PilotControlTests {
    @Test func operationsTakeRoutesAsNotation() throws {
        let pilot = NavPilot(initial: AppRoute.home)
        let control: any PilotControl = pilot
        #expect(try control.perform(.push(["detail(id: 1)", "settings"])))
        #expect(pilot.stack == [.home, .detail(id: 1), .settings])
        #expect(try control.perform(.popTo("detail(id: 1)")))
        #expect(try control.perform(.replaceCurrent("nestedDetail")))
        #expect(control.stackDescriptions == ["home", "nestedDetail"])
        #expect(try control.stackEquals(["home", "nestedDetail"]))
        #expect(try control.perform(.back))
        #expect(!(try control.perform(.back)), "the back gesture at the root changes nothing")
        #expect(control.routeTypeName == "AppRoute")
    }

    @Test func aBadRouteIsATypedErrorAndChangesNothing() {
        let pilot = NavPilot(initial: AppRoute.home)
        #expect(throws: PilotControlError.self) { try pilot.perform(.push(["detial(id: 1)"])) }
        #expect(pilot.stack == [.home])
    }

    @Test func deepLinksOpenThroughTheErasedInterface() throws {
        let source = NavPilot(initial: AppRoute.home)
        source.push(.detail(id: 7))
        let target = NavPilot(initial: AppRoute.home)
        #expect(try target.perform(.openURL(source.deepLinkURL()!.absoluteString)))
        #expect(target.stack == source.stack)
        #expect(throws: PilotControlError.self) { try target.perform(.openURL("navpilot://elsewhere?r=home")) }
    }

    @Test func aLinkedStackIsReportedAsADeepLink() throws {
        let pilot = NavPilot(initial: AppRoute.home)
        var causes: [StackChangeCause] = []
        pilot.onChange { causes.append($0.cause) }
        #expect(try pilot.perform(.openLink(["home", "detail(id: 3)"])))
        #expect(pilot.stack == [.home, .detail(id: 3)])
        #expect(causes == [.deepLink])
    }

    @Test func closureRoutesCompareByCaseNameAndCannotBeReadFromText() throws {
        let pilot = NavPilot(initial: ReadmeRoute.home)
        pilot.push(.profile(onSignOut: {}))
        #expect(!pilot.routesAreCodable)
        #expect(try pilot.stackEquals(["home", "profile"]))
        #expect(throws: PilotControlError.routesNotCodable("ReadmeRoute")) { try pilot.validateRoute("home") }
    }
}
