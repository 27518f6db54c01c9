import CImageCodecs

#if canImport(Glibc)
import Glibc
#endif

/// The system's image codecs, loaded with `dlopen` when the first image of their format is decoded
/// rather than linked: a program that shows no image pays nothing for them at start (four shared
/// libraries, about 1 MB resident, measured in BENCHMARKS.md), and one built where they are
/// installed still runs where they are not, saying so in place of the image. An executable that
/// links them in statically (the release `navpilot`: CStaticImageCodecs) has them called directly;
/// it could not open them, since a static executable that opens a library gets a second C library.
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

    /// Builds `library`'s functions with `make`, which looks each one up by name: among the codecs
    /// linked into the executable when `linked` says they are there, else in the library, opened,
    /// unless the program is a static executable (`isStatic`), which must not open it.
    static func load<Functions>(
        _ format: ImageFormat, _ library: String, linked: Bool = linkedIntoExecutable,
        isStatic: Bool = staticExecutable, _ make: (Symbols) throws(ImageError) -> Functions
    ) -> Result<Functions, ImageError> {
        let handle: UnsafeMutableRawPointer?
        if linked {
            handle = nil
        } else if isStatic {
            return .failure(.codecNotLinked(format, library))
        } else {
            guard let opened = dlopen(library, RTLD_NOW | RTLD_LOCAL) else {
                return .failure(.codecUnavailable(format, library))
            }
            handle = opened
        }
        do throws(ImageError) {
            return .success(try make(Symbols(handle: handle, format: format, library: library)))
        } catch {
            return .failure(error)
        }
    }

    /// Whether the executable links the codecs in (CStaticImageCodecs): asked once, of one function.
    static let linkedIntoExecutable = navpilot_linked_image_codec("png_image_free") != nil

    /// Whether the program is a static executable.
    static let staticExecutable = navpilot_static_executable() != 0

    /// The functions of one library, by name: in the opened library at `handle`, or among the codecs
    /// linked into the executable when `handle` is nil.
    struct Symbols {
        let handle: UnsafeMutableRawPointer?
        let format: ImageFormat
        let library: String

        /// The function `name`, as the C type the header declares it with.
        func callAsFunction<Function>(_ name: String) throws(ImageError) -> Function {
            let address = if let handle { dlsym(handle, name) } else { navpilot_linked_image_codec(name) }
            guard let address else { throw .codecUnavailable(format, library) }
            return unsafeBitCast(address, to: Function.self)
        }
    }
}
