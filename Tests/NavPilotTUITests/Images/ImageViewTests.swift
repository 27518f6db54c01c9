import NavPilot
import Testing

@testable import NavPilotTUI

/// Renders `harness` until the image of `source` is decoded: the decode runs off the main thread
/// once the view's task has started it.
@MainActor
func renderDecoded(_ harness: ViewHarness, _ source: ImageSource) async {
    for _ in 0..<16 where ImageStore.shared.result(for: source.key) == nil {
        await Task.yield()
        await ImageStore.shared.waitForLoads()
    }
    harness.render()
}

/// The image file `name` of the fixtures.
func fixture(_ name: String) -> ImageSource { .file(path: imageFixtures + name) }

@MainActor
@Suite("Image view: pictures in half blocks, described, refused, narrated")
struct ImageViewTests {
    @Test("a picture is drawn in half blocks: the upper pixel's colour over the lower one's")
    func halfBlocks() async {
        let harness = ViewHarness(width: 4, height: 1) { Image(path: imageFixtures + "colours.png") }
        await renderDecoded(harness, fixture("colours.png"))
        let red = harness.screen[x: 0, y: 0]
        #expect(red.character == "▀")
        #expect(red.style.foreground == .indexed(196), "red, from the fixed colours of the palette")
        #expect(red.style.background == .indexed(231), "over white")
        #expect(harness.screen[x: 1, y: 0].style.background == .indexed(16), "green over black")
        let transparentTop = harness.screen[x: 3, y: 0]
        #expect(transparentTop.character == "▄", "a transparent upper pixel shows the terminal's background")
        #expect(transparentTop.style.background == nil)
    }

    @Test("the aspect is kept: a 640 by 480 picture is 3 rows for every 8 columns, centred in a frame")
    func aspect() async {
        let harness = ViewHarness(width: 40, height: 20) {
            Image(path: imageFixtures + "halves.png").frame(width: 320, height: 320)
        }
        await renderDecoded(harness, fixture("halves.png"))
        let rows = harness.lines.enumerated().filter { $0.element.contains("▀") }.map { $0.offset }
        #expect(rows.count == 15, "40 columns at 640:480, cells twice as tall as wide")
        #expect(rows.first == 2, "centred: two rows above, three below")
        #expect(harness.screen[x: 0, y: 2].style.foreground == Color.indexed(196))
        #expect(harness.screen[x: 39, y: 2].style.foreground == Color.indexed(21))
    }

    @Test("with 16 or 8 colours the nearest basic colours are used")
    func fewColours() async {
        for (count, expected) in [(16, Color.brightRed), (8, .red)] {
            let harness = ViewHarness(width: 4, height: 1) { Image(path: imageFixtures + "colours.png") }
            harness.root.imageRendering = ImageRendering(method: .halfBlocks, colorCount: count)
            await renderDecoded(harness, fixture("colours.png"))
            #expect(harness.screen[x: 0, y: 0].style.foreground == expected, "\(count) colours")
        }
    }

    @Test("without colours an image is one line naming it and its size")
    func described() async {
        let harness = ViewHarness(width: 40, height: 3) { Image(path: imageFixtures + "halves.jpg") }
        harness.root.imageRendering = ImageRendering(method: .description, colorCount: 256)
        await renderDecoded(harness, fixture("halves.jpg"))
        #expect(harness.lines[0] == "image: halves.jpg, 640 by 480")
    }

    @Test("an image that cannot be shown says why in its place")
    func refused() async {
        let harness = ViewHarness(width: 100, height: 3) { Image(path: imageFixtures + "bomb.png") }
        await renderDecoded(harness, fixture("bomb.png"))
        #expect(
            harness.lines[0] == "bomb.png declares 100000 by 100000 pixels; images over 12,000,000 pixels are not shown"
        )
    }

    @Test("bytes the app holds are an image too")
    func pngData() async throws {
        let bytes = try ImageFile.contents(ofPath: imageFixtures + "colours.png")
        let harness = ViewHarness(width: 4, height: 1) { Image(pngData: bytes, name: "swatch") }
        await renderDecoded(harness, .bytes(bytes))
        #expect(harness.screen[x: 0, y: 0].style.foreground == .indexed(196))
    }

    @Test("narration reads an image as its name and size")
    func narrated() async {
        let harness = ViewHarness(width: 20, height: 4) { Image(path: imageFixtures + "colours.png") }
        await renderDecoded(harness, fixture("colours.png"))
        let element = ImagePicture(
            name: "colours.png",
            result: ImageStore.shared.result(for: ImageSource.file(path: imageFixtures + "colours.png").key),
            rendering: .standard
        ).accessibilityElement
        #expect(element?.label == "image: colours.png, 4 by 2")
    }
}
