extension Image {
    /// The PNG, JPEG or GIF file at `path`, decoded off the main thread and drawn in the cells it is
    /// given, its aspect kept: with the kitty graphics protocol where the terminal has it, else with
    /// half blocks in the terminal's colours, else as one line naming it. Size it with `.frame`; by
    /// default it is as wide as its pixels at 8 per column, at most the width it is offered. A file
    /// that cannot be shown (missing, damaged, too large) shows why in one line.
    public init(path: String) {
        content = .picture(.file(path: path), name: Self.fileName(path))
    }

    /// An image from PNG (or JPEG or GIF) bytes the app holds, named `name` for narration.
    public init(pngData: [UInt8], name: String = "image") {
        content = .picture(.bytes(pngData), name: name)
    }

    /// The last part of `path`.
    static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}

/// An image as a view: it starts the decode when it appears and draws what the store has.
struct PictureView: View {
    let source: ImageSource
    let name: String
    @Environment(\.imageRendering) var rendering

    var body: some View {
        let key = source.key
        let store = ImageStore.shared
        let source = self.source
        ImagePicture(name: name, result: store.result(for: key), rendering: rendering)
            .task(id: key) { store.load(source, key: key) }
    }
}
