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
    let pilot = NavPilot(initial: BenchRoute.root)
    let popTo = medianSeconds {
        pilot.replace(deepRoutes)
        pilot.popTo(.item(id: deep / 2))
    }
    let replaceOnly = medianSeconds {
        pilot.replace(deepRoutes)
    }

    let many = [BenchRoute.root] + (1..<10_000).map { BenchRoute.item(id: $0) }
    let replace = medianSeconds {
        let pilot = NavPilot(initial: BenchRoute.root)
        pilot.replace(many)
        blackHole(pilot)
    }

    return [
        Figure(name: "push+pop pairs per second", value: Double(pairs) / pushPop / 1e6, unit: "million/s"),
        Figure(name: "popTo middle of 100,000-entry stack", value: (popTo - replaceOnly) * 1e3, unit: "ms"),
        Figure(name: "replace with 10,000 routes", value: replace * 1e3, unit: "ms"),
    ]
}
