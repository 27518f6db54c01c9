import NavPilotTUI
import Testing

@Suite("Geometry")
struct GeometryTests {
    @Test func rectExposesOriginSizeAndExclusiveMaxima() {
        let rect = Rect(origin: Point(x: 2, y: 3), size: Size(width: 4, height: 5))
        #expect(rect == Rect(x: 2, y: 3, width: 4, height: 5))
        #expect(rect.origin == Point(x: 2, y: 3))
        #expect(rect.size == Size(width: 4, height: 5))
        #expect(rect.maxX == 6)
        #expect(rect.maxY == 8)
        #expect(!rect.isEmpty)
    }

    @Test func containsIncludesTopLeftAndExcludesMaxEdges() {
        let rect = Rect(x: 1, y: 1, width: 2, height: 2)
        #expect(rect.contains(Point(x: 1, y: 1)))
        #expect(rect.contains(Point(x: 2, y: 2)))
        #expect(!rect.contains(Point(x: 3, y: 2)))
        #expect(!rect.contains(Point(x: 2, y: 3)))
        #expect(!rect.contains(Point(x: 0, y: 1)))
    }

    @Test func intersectionOfOverlappingRectsIsTheOverlap() {
        let a = Rect(x: 0, y: 0, width: 10, height: 5)
        let b = Rect(x: 5, y: 2, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 5, y: 2, width: 5, height: 3))
    }

    @Test func intersectionOfDisjointRectsIsEmptyWithoutNegativeSize() {
        let result = Rect(x: 0, y: 0, width: 2, height: 2).intersection(Rect(x: 5, y: 5, width: 2, height: 2))
        #expect(result.isEmpty)
        #expect(result.width == 0)
        #expect(result.height == 0)
    }

    @Test func insetShrinksEverySideAndNeverGoesNegative() {
        #expect(Rect(x: 0, y: 0, width: 10, height: 6).inset(by: 1) == Rect(x: 1, y: 1, width: 8, height: 4))
        let tiny = Rect(x: 0, y: 0, width: 3, height: 3).inset(by: 2)
        #expect(tiny.width == 0)
        #expect(tiny.height == 0)
        #expect(tiny.isEmpty)
    }

    @Test func negativeSizesAreClampedOnCreation() {
        let rect = Rect(x: 1, y: 1, width: -3, height: -1)
        #expect(rect.width == 0)
        #expect(rect.height == 0)
    }
}
