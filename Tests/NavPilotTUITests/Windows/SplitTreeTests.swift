import NavPilotTUI
import Testing

@Suite("Split tree")
struct SplitTreeTests {
    @Test func sideBySideSharesTheWidthEqually() {
        let frames = SplitTree.sideBySide(["a", "b"]).frames(in: Rect(x: 0, y: 0, width: 100, height: 29))
        #expect(frames["a"] == Rect(x: 0, y: 0, width: 50, height: 29))
        #expect(frames["b"] == Rect(x: 50, y: 0, width: 50, height: 29))
    }

    @Test func threePanesSideBySideCoverTheWidthWithoutGaps() {
        let frames = SplitTree.sideBySide(["a", "b", "c"]).frames(in: Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(frames["a"]!.width + frames["b"]!.width + frames["c"]!.width == 100)
        #expect(frames["b"]!.x == frames["a"]!.maxX)
        #expect(frames["c"]!.x == frames["b"]!.maxX)
    }

    @Test func ratiosSurviveAResize() {
        let tree = SplitTree.split(.horizontal, ratio: 0.3, .pane("a"), .pane("b"))
        let small = tree.frames(in: Rect(x: 0, y: 0, width: 100, height: 20))
        let large = tree.frames(in: Rect(x: 0, y: 0, width: 200, height: 50))
        #expect(small["a"]!.width == 30)
        #expect(large["a"]!.width == 60)
        #expect(large["b"]!.width == 140)
    }

    @Test func tiledFillsRowsOfAboutSquareShape() {
        let tree = SplitTree.tiled(["a", "b", "c", "d"])
        let frames = tree.frames(in: Rect(x: 0, y: 0, width: 80, height: 20))
        #expect(frames["a"] == Rect(x: 0, y: 0, width: 40, height: 10))
        #expect(frames["d"] == Rect(x: 40, y: 10, width: 40, height: 10))
        #expect(tree.paneNames == ["a", "b", "c", "d"])
    }

    @Test func stackedSplitsTheHeight() {
        let frames = SplitTree.stacked(["a", "b"]).frames(in: Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(frames["a"] == Rect(x: 0, y: 0, width: 40, height: 10))
        #expect(frames["b"] == Rect(x: 0, y: 10, width: 40, height: 10))
    }
}
