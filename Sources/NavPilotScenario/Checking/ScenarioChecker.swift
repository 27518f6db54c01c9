import NavPilot
import NavPilotTUI

/// Checks parsed lines against a session: panes exist, routes decode for the pane's route type,
/// snapshot names are unique. Collects the first problems (`ScenarioLimits.errorsPerLine` of a line,
/// `ScenarioLimits.errorsPerFile` in all) and counts the rest.
@MainActor
struct ScenarioChecker {
    let session: Session
    /// The first problems, in file order.
    var failures: [Lexer.Failure] { failureList.kept }
    /// How many more problems were found than `failures` holds.
    var omittedFailures: Int { failureList.omitted }
    private var failureList = FailureList()
    /// Problems found on the line being checked, to cap them.
    private var failuresOnLine = 0
    private var snapshotLines: [String: Int] = [:]

    init(session: Session) {
        self.session = session
    }

    /// Checks `line` and returns its step when it has one.
    mutating func check(_ line: ParsedLine) {
        failuresOnLine = 0
        for pane in line.panes {
            checkPane(pane.name, at: pane.span)
        }
        for route in line.routes where session.pane(named: route.pane) != nil {
            checkRoute(route)
        }
        for link in line.links where session.pane(named: link.pane) != nil {
            checkLink(link)
        }
        if let snapshot = line.snapshotFile {
            let kind = snapshot.file.hasSuffix(".svg") ? "screenshot" : "snapshot"
            if let earlier = snapshotLines[snapshot.file] {
                fail(snapshot.span, "\(kind) '\(Excerpt.prefix(snapshot.name))' is already taken on line \(earlier)")
            } else {
                snapshotLines[snapshot.file] = snapshot.span.line
            }
        }
    }

    private mutating func checkPane(_ name: String, at span: SourceSpan) {
        guard session.pane(named: name) == nil else { return }
        let names = session.panes.map(\.name)
        fail(
            span,
            "unknown pane '\(Excerpt.prefix(name))' in session \(session.name); panes are \(names.joined(separator: ", "))"
        )
    }

    private mutating func checkRoute(_ route: ParsedLine.RouteReference) {
        guard let pilot = session.pane(named: route.pane)?.pilot else {
            fail(route.span, "pane '\(Excerpt.prefix(route.pane))' has no pilot, so it has no routes")
            return
        }
        guard pilot.routesAreCodable else {
            if !route.isExpectation {
                fail(
                    route.span,
                    "routes of \(pilot.routeTypeName) are not Codable and cannot be written as text; "
                        + "drive pane '\(Excerpt.prefix(route.pane))' with keys")
            } else if !Self.isCaseName(route.text) {
                fail(
                    route.span,
                    "routes of \(pilot.routeTypeName) are not Codable: expectations name them by case name only")
            }
            return
        }
        do {
            try pilot.validateRoute(route.text)
        } catch {
            switch error {
            case .badRoute(let notation):
                fail(Self.span(of: notation, in: route), notation.message)
            default:
                fail(route.span, error.description)
            }
        }
    }

    /// A link must open for the pane's pilot as it would when the line runs (scheme, form, routes);
    /// only the route guard's answer waits for the run, since it can change on the way.
    private mutating func checkLink(_ link: ParsedLine.LinkReference) {
        guard let pilot = session.pane(named: link.pane)?.pilot else {
            fail(link.span, "pane '\(Excerpt.prefix(link.pane))' has no pilot to open links")
            return
        }
        do {
            try pilot.validateStackLink(link.text)
        } catch {
            fail(link.span, error.description)
        }
    }

    /// Moves a route's error position into the file; routes never span lines, so only the column
    /// moves. The span covers the name, number or string at that position, when there is one.
    static func span(of error: NotationError, in route: ParsedLine.RouteReference) -> SourceSpan {
        let characters = Array(route.text)
        let offset = min(max(0, error.column - 1), characters.count)
        var end = offset
        if offset < characters.count, characters[offset] == "\"" {
            // A whole string literal: up to its closing quote.
            end += 1
            while end < characters.count, characters[end] != "\"" {
                end += characters[end] == "\\" ? 2 : 1
            }
            end = min(end + 1, characters.count)
        }
        while end < characters.count,
            characters[end].isLetter || characters[end].isNumber || "_.-".contains(characters[end])
        {
            end += 1
        }
        return route.span.subspan(offset: offset, length: max(1, end - offset))
    }

    private static func isCaseName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    private mutating func fail(_ span: SourceSpan, _ message: String) {
        failuresOnLine += 1
        if failuresOnLine > ScenarioLimits.errorsPerLine {
            failureList.omit()
        } else {
            failureList.append(Lexer.Failure(span: span, message: message))
        }
    }
}
