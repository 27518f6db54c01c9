import CImageCodecs

#if canImport(Glibc)
import Glibc
#endif

/// The system's image codecs, loaded with `dlopen` when the first image of their format is decoded
/// rather than linked: a program that shows no image pays nothing for them at start (four shared
/// libraries, about 1 MB resident, measured in BENCHMARKS.md), and one built where they are
/// installed still runs where they are not, saying so in place of the image.
struct ImageCodecs {
    /// libpng's simplified API.
    struct PNG {
        let beginRead: @convention(c) (UnsafeMutablePointer<png_image>?, UnsafeRawPointer?, Int) -> Int32
        let finishRead:
            @convention(c) (
                UnsafeMutablePointer<png_image>?, UnsafePointer<png_color>?, UnsafeMutableRawPointer?, Int32,
                UnsafeMutableRawPointer?
            ) -> Int32
        let free: @convention(c) (UnsafeMutablePointer<png_image>?) -> Void
    }

    /// libjpeg-turbo's TurboJPEG API.
    struct JPEG {
        let initDecompress: @convention(c) () -> UnsafeMutableRawPointer?
        let destroy: @convention(c) (UnsafeMutableRawPointer?) -> Int32
        let decompressHeader:
            @convention(c) (
                UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt, UnsafeMutablePointer<Int32>?,
                UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
            ) -> Int32
        let scalingFactors: @convention(c) (UnsafeMutablePointer<Int32>?) -> UnsafeMutablePointer<tjscalingfactor>?
        let decompress:
            @convention(c) (
                UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt, UnsafeMutablePointer<UInt8>?, Int32, Int32,
                Int32, Int32, Int32
            ) -> Int32
        let errorString: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutablePointer<CChar>?
    }

    /// giflib.
    struct GIF {
        typealias File = UnsafeMutablePointer<GifFileType>
        let open: @convention(c) (UnsafeMutableRawPointer?, InputFunc?, UnsafeMutablePointer<Int32>?) -> File?
        let close: @convention(c) (File?, UnsafeMutablePointer<Int32>?) -> Int32
        let recordType: @convention(c) (File?, UnsafeMutablePointer<GifRecordType>?) -> Int32
        let imageDescription: @convention(c) (File?) -> Int32
        let line: @convention(c) (File?, UnsafeMutablePointer<GifPixelType>?, Int32) -> Int32
        let extensionBlock:
            @convention(c) (
                File?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UnsafeMutablePointer<GifByteType>?>?
            )
                -> Int32
        let nextExtensionBlock:
            @convention(c) (File?, UnsafeMutablePointer<UnsafeMutablePointer<GifByteType>?>?) -> Int32
        let graphicsControl:
            @convention(c) (Int, UnsafePointer<GifByteType>?, UnsafeMutablePointer<GraphicsControlBlock>?) -> Int32
        let errorString: @convention(c) (Int32) -> UnsafePointer<CChar>?
    }

    /// libpng, loaded on first use.
    static let png: Result<PNG, ImageError> = load(.png, "libpng16.so.16") { (symbol) throws(ImageError) in
        PNG(
            beginRead: try symbol("png_image_begin_read_from_memory"), finishRead: try symbol("png_image_finish_read"),
            free: try symbol("png_image_free"))
    }

    /// TurboJPEG, loaded on first use.
    static let jpeg: Result<JPEG, ImageError> = load(.jpeg, "libturbojpeg.so.0") { (symbol) throws(ImageError) in
        JPEG(
            initDecompress: try symbol("tjInitDecompress"), destroy: try symbol("tjDestroy"),
            decompressHeader: try symbol("tjDecompressHeader3"), scalingFactors: try symbol("tjGetScalingFactors"),
            decompress: try symbol("tjDecompress2"), errorString: try symbol("tjGetErrorStr2"))
    }

    /// giflib, loaded on first use.
    static let gif: Result<GIF, ImageError> = load(.gif, "libgif.so.7") { (symbol) throws(ImageError) in
        GIF(
            open: try symbol("DGifOpen"), close: try symbol("DGifCloseFile"),
            recordType: try symbol("DGifGetRecordType"),
            imageDescription: try symbol("DGifGetImageDesc"), line: try symbol("DGifGetLine"),
            extensionBlock: try symbol("DGifGetExtension"), nextExtensionBlock: try symbol("DGifGetExtensionNext"),
            graphicsControl: try symbol("DGifExtensionToGCB"), errorString: try symbol("GifErrorString"))
    }

    /// Opens `library` and builds its functions with `make`, which looks each one up by name.
    static func load<Functions>(
        _ format: ImageFormat, _ library: String, _ make: (Symbols) throws(ImageError) -> Functions
    ) -> Result<Functions, ImageError> {
        guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(.codecUnavailable(format, library))
        }
        do throws(ImageError) {
            return .success(try make(Symbols(handle: handle, format: format, library: library)))
        } catch {
            return .failure(error)
        }
    }

    /// The functions of one opened library, by name.
    struct Symbols {
        let handle: UnsafeMutableRawPointer
        let format: ImageFormat
        let library: String

        /// The function `name`, as the C type the header declares it with.
        func callAsFunction<Function>(_ name: String) throws(ImageError) -> Function {
            guard let address = dlsym(handle, name) else { throw .codecUnavailable(format, library) }
            return unsafeBitCast(address, to: Function.self)
        }
    }
}
