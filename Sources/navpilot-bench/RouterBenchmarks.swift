import NavPilot

enum BenchRoute: Hashable {
    case root
    case item(id: Int)
}

/// Router figures: push+pop throughput, popTo on a deep stack, replace of many routes.
@MainActor
func routerFigures() -> [Figure] {
    let pairs = 2_000_000
    let pushPop = medianSeconds {
        let pilot = NavPilot(initial: BenchRoute.root)
        for index in 0..<pairs {
            pilot.push(.item(id: index))
            pilot.pop()
        }
        blackHole(pilot)
    }

    let deep = 100_000
    let deepRoutes = [BenchRoute.root] + (1..<deep).map { BenchRoute.item(id: $0) }
    let popTo = medianSeconds(setUp: {
        let pilot = NavPilot(initial: BenchRoute.root)
        pilot.replace(deepRoutes)
        return pilot
    }) { (pilot: NavPilot<BenchRoute>) in
        _ = pilot.popTo(.item(id: deep / 2))
    }

    let observedPairs = 1_000_000
    let observedPushPop = medianSeconds {
        let pilot = NavPilot(initial: BenchRoute.root)
        _ = pilot.stack  // a read, as a view makes: from now on every change notifies Observation
        for index in 0..<observedPairs {
            pilot.push(.item(id: index))
            pilot.pop()
        }
        blackHole(pilot)
    }

    let many = [BenchRoute.root] + (1..<10_000).map { BenchRoute.item(id: $0) }
    let replace = medianSeconds {
        let pilot = NavPilot(initial: BenchRoute.root)
        pilot.replace(many)
        blackHole(pilot)
    }

    return [
        Figure(name: "push+pop pairs per second", value: Double(pairs) / pushPop / 1e6, unit: "million/s"),
        Figure(
            name: "push+pop pairs per second, stack read by a view",
            value: Double(observedPairs) / observedPushPop / 1e6, unit: "million/s"),
        Figure(name: "popTo middle of 100,000-entry stack", value: popTo * 1e3, unit: "ms"),
        Figure(name: "replace with 10,000 routes", value: replace * 1e3, unit: "ms"),
    ]
}
