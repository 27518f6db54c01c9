import CImageCodecs
import NavPilot

/// JPEG through libjpeg-turbo's TurboJPEG API: the header is read first, then the image is decoded
/// at the smallest of the codec's scales (1/8 to 1) that still covers the side asked for, so a large
/// photo costs the pixels shown, not its own. A warning (a truncated file) stops the decode.
enum JPEGDecoding {
    static func decode(
        _ bytes: [UInt8], coveringSide side: Int
    ) throws(ImageError)
        -> (width: Int, height: Int, pixels: PixelGrid)
    {
        let jpeg = try ImageCodecs.jpeg.get()
        guard let handle = jpeg.initDecompress() else { throw .damaged(.jpeg, "the codec could not start") }
        defer { _ = jpeg.destroy(handle) }
        var (width, height, subsampling, colorspace): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        let header = bytes.withUnsafeBufferPointer { buffer in
            jpeg.decompressHeader(
                handle, buffer.baseAddress, UInt(buffer.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0 else { throw .damaged(.jpeg, message(handle, jpeg)) }
        let (scaledWidth, scaledHeight) = scaled(
            width: Int(width), height: Int(height), coveringSide: side, factors: jpeg.scalingFactors)
        do throws(ImageError) {
            try ImageDecoder.checkSize(width: scaledWidth, height: scaledHeight)
        } catch {
            throw .tooManyPixels(width: Int(width), height: Int(height))
        }
        var rgba = [UInt8](repeating: 0, count: scaledWidth * scaledHeight * 4)
        let decoded = bytes.withUnsafeBufferPointer { source in
            rgba.withUnsafeMutableBufferPointer { target in
                jpeg.decompress(
                    handle, source.baseAddress, UInt(source.count), target.baseAddress, Int32(scaledWidth), 0,
                    Int32(scaledHeight), Int32(TJPF_RGBA.rawValue), TJFLAG_STOPONWARNING)
            }
        }
        guard decoded == 0 else { throw .damaged(.jpeg, message(handle, jpeg)) }
        return (Int(width), Int(height), PixelGrid(width: scaledWidth, height: scaledHeight, rgba: rgba))
    }

    /// The size of the smallest scale the codec offers whose long side still reaches `side` (or the
    /// full size when the image is smaller).
    static func scaled(
        width: Int, height: Int, coveringSide side: Int,
        factors scalingFactors: @convention(c) (UnsafeMutablePointer<Int32>?) -> UnsafeMutablePointer<tjscalingfactor>?
    ) -> (Int, Int) {
        var count: Int32 = 0
        guard let factors = scalingFactors(&count), count > 0 else { return (width, height) }
        let want = min(side, max(width, height))
        var best = (width, height)
        for index in 0..<Int(count) {
            let factor = factors[index]
            guard factor.num <= factor.denom else { continue }  // never enlarge
            let w = (width * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom)
            let h = (height * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom)
            if max(w, h) >= want, w * h < best.0 * best.1 { best = (w, h) }
        }
        return best
    }

    private static func message(_ handle: tjhandle, _ jpeg: ImageCodecs.JPEG) -> String {
        SafeText.escaping(jpeg.errorString(handle).map { String(cString: $0) } ?? "unknown error")
    }
}
