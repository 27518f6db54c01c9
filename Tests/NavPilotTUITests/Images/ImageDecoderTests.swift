import NavPilotTestSupport
import Testing

@testable import NavPilotTUI

#if canImport(Glibc)
import Glibc
#endif

/// The folder of the image files these tests read.
let imageFixtures: String = {
    var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast()
    return parts.joined(separator: "/") + "/Fixtures/"
}()

@Suite("Image decoding: PNG, JPEG and GIF through the system's codecs, hostile files refused")
struct ImageDecoderTests {
    @Test("a PNG decodes to its pixels, transparency kept")
    func pngPixels() throws {
        let image = try ImageDecoder.decodeFile(atPath: imageFixtures + "colours.png")
        #expect(image.format == .png)
        #expect((image.width, image.height) == (4, 2))
        #expect(image.pixels.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(image.pixels.pixel(x: 2, y: 0) == (0, 0, 255, 255))
        #expect(image.pixels.pixel(x: 3, y: 0).3 == 0, "the transparent pixel stays transparent")
        #expect(image.file != nil, "a small PNG is kept to be sent to the terminal as it is")
    }

    @Test("a JPEG decodes to its colours, its declared size kept")
    func jpegPixels() throws {
        let image = try ImageDecoder.decodeFile(atPath: imageFixtures + "halves.jpg")
        #expect(image.format == .jpeg)
        #expect((image.width, image.height) == (640, 480))
        #expect(max(image.pixels.width, image.pixels.height) <= ImageLimits.previewSide)
        let (red, _, blue, _) = image.pixels.pixel(x: 10, y: 10)
        #expect(red > 200 && blue < 60, "the left half is red")
        let right = image.pixels.pixel(x: image.pixels.width - 10, y: 10)
        #expect(right.2 > 200 && right.0 < 60, "the right half is blue")
    }

    @Test("a GIF shows its first frame, its transparent colour transparent, interlaced or not")
    func gifFirstFrame() throws {
        for name in ["frames.gif", "interlaced.gif"] {
            let image = try ImageDecoder.decodeFile(atPath: imageFixtures + name)
            #expect(image.format == .gif)
            #expect((image.width, image.height) == (8, 8))
            #expect(image.pixels.pixel(x: 0, y: 0).3 == 0, "\(name): the left half is the transparent colour")
            #expect(image.pixels.pixel(x: 6, y: 5) == (0, 255, 0, 255), "\(name): the first frame is green")
        }
    }

    @Test("a large image is kept at the preview size, its aspect kept")
    func previewSize() throws {
        let image = try ImageDecoder.decodeFile(atPath: imageFixtures + "halves.png")
        #expect((image.pixels.width, image.pixels.height) == (512, 384))
    }

    @Test("a PNG declaring 100000 by 100000 pixels is refused before any is decoded")
    func pngBomb() {
        #expect(throws: ImageError.tooManyPixels(width: 100_000, height: 100_000)) {
            try ImageDecoder.decodeFile(atPath: imageFixtures + "bomb.png")
        }
        let message = ImageError.tooManyPixels(width: 100_000, height: 100_000).description
        #expect(message == "declares 100000 by 100000 pixels; images over 12,000,000 pixels are not shown")
    }

    @Test("a GIF whose frame declares 65535 by 65535 pixels is refused")
    func gifBomb() {
        #expect(throws: ImageError.tooManyPixels(width: 65535, height: 65535)) {
            try ImageDecoder.decodeFile(atPath: imageFixtures + "bomb.gif")
        }
    }

    @Test("truncated PNG and JPEG files are refused with the codec's reason")
    func truncated() {
        for (name, format) in [("truncated.png", ImageFormat.png), ("truncated.jpg", .jpeg)] {
            do {
                _ = try ImageDecoder.decodeFile(atPath: imageFixtures + name)
                Issue.record("\(name) decoded")
            } catch {
                guard case .damaged(let damagedFormat, let message) = error else {
                    Issue.record("\(name): \(error)")
                    continue
                }
                #expect(damagedFormat == format)
                #expect(!message.isEmpty)
                #expect(error.description.hasPrefix("is a damaged \(format.rawValue) file: "))
            }
        }
    }

    @Test("a file that is no image, a missing file and a folder each say why")
    func notImages() {
        #expect(throws: ImageError.unknownFormat) {
            try ImageDecoder.decodeFile(atPath: imageFixtures + "not-an-image.png")
        }
        #expect(throws: ImageError.unreadable("No such file or directory")) {
            try ImageDecoder.decodeFile(atPath: imageFixtures + "no-such-file.png")
        }
        #expect(throws: ImageError.unreadable("not a regular file")) {
            try ImageDecoder.decodeFile(atPath: imageFixtures)
        }
    }

    @Test("a 1 GB file is refused by its size, unread")
    func hugeFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/huge.png"
        // Sparse: a gigabyte on paper, nothing on disk.
        let descriptor = open(path, O_CREAT | O_WRONLY, 0o600)
        #expect(descriptor >= 0)
        #expect(ftruncate(descriptor, 1_000_000_000) == 0)
        close(descriptor)
        #expect(throws: ImageError.fileTooLarge(bytes: 1_000_000_000)) { try ImageDecoder.decodeFile(atPath: path) }
        #expect(
            ImageError.fileTooLarge(bytes: 1_000_000_000).description == "is 1.0 GB; images over 64 MB are not shown")
    }
}

@Suite("Image codecs: loaded when the first image is decoded, or linked into a static executable")
struct ImageCodecsTests {
    @Test("a codec library that is not installed is named in place of the image")
    func missingLibrary() {
        let result = ImageCodecs.load(.png, "libnavpilot-no-such-codec.so.1") { _ throws(ImageError) in 0 }
        #expect(throws: ImageError.codecUnavailable(.png, "libnavpilot-no-such-codec.so.1")) { try result.get() }
        #expect(
            ImageError.codecUnavailable(.png, "libpng16.so.16").description
                == "is a PNG image, and libpng16.so.16, which decodes it, is not installed")
    }

    @Test("a missing function of an installed library is refused the same way")
    func missingFunction() {
        let result = ImageCodecs.load(.gif, "libgif.so.7") { (symbol) throws(ImageError) -> Int in
            let _: @convention(c) () -> Void = try symbol("navpilot_no_such_function")
            return 1
        }
        #expect(throws: ImageError.codecUnavailable(.gif, "libgif.so.7")) { try result.get() }
    }

    @Test("a static executable never opens a shared codec: it names the codec it was built without")
    func staticExecutableWithoutLinkedCodecs() {
        var opened = false
        let result = ImageCodecs.load(.jpeg, "libturbojpeg.so.0", linked: false, isStatic: true) {
            _ throws(ImageError) in
            opened = true
            return 0
        }
        #expect(throws: ImageError.codecNotLinked(.jpeg, "libturbojpeg.so.0")) { try result.get() }
        #expect(!opened, "no function looked up")
        #expect(
            ImageError.codecNotLinked(.jpeg, "libturbojpeg.so.0").description
                == "is a JPEG image, and this program was built without libturbojpeg.so.0, which decodes it")
    }

    @Test("the test process is a dynamic executable without linked codecs: the libraries are opened")
    func testProcessOpensTheLibraries() throws {
        #expect(!ImageCodecs.staticExecutable)
        #expect(!ImageCodecs.linkedIntoExecutable)
        _ = try ImageCodecs.png.get()
    }
}
