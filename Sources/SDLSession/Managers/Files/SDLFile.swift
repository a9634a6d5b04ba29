public import SDLRPC

/// A file to put on the head unit with PutFile.
public struct SDLFile: Hashable, Sendable {
    /// The name on the head unit (`syncFileName`, ≤ 255 characters); images refer to it.
    public var name: String
    /// The contents.
    public var data: [UInt8]
    /// What the contents are.
    public var fileType: SDLFileType
    /// Whether the head unit should keep the file across sessions (`persistentFile`).
    public var isPersistent: Bool
    /// Whether to upload even when the head unit already lists a file with this name.
    public var overwrite: Bool
    /// A head unit's built-in icon (`ImageType.STATIC`): nothing to upload, `name` is its value.
    public var isStaticIcon: Bool

    /// Creates a file.
    public init(
        name: String,
        data: [UInt8],
        fileType: SDLFileType = .binary,
        isPersistent: Bool = false,
        overwrite: Bool = false,
        isStaticIcon: Bool = false
    ) {
        self.name = name
        self.data = data
        self.fileType = fileType
        self.isPersistent = isPersistent
        self.overwrite = overwrite
        self.isStaticIcon = isStaticIcon
    }
}
