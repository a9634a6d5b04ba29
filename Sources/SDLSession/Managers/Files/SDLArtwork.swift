public import SDLRPC

/// An image file for the head unit: PNG, JPEG or BMP bytes (type read from the bytes), or one of
/// the head unit's built-in (static) icons, with the `SDLImage` that shows it.
public struct SDLArtwork: Hashable, Sendable {
    /// The file to upload (empty for a static icon).
    public var file: SDLFile
    /// Whether the head unit may tint the image to match its theme (`Image.isTemplate`).
    public var isTemplate: Bool

    /// An artwork from image bytes.
    ///
    /// - Parameters:
    ///   - imageData: the bytes of a PNG, JPEG or BMP file.
    ///   - name: the name on the head unit; `nil` derives a stable one from the bytes
    ///     (`"sdl-<crc32 hex>-<size>"`), so the same image is uploaded once.
    ///   - isPersistent: whether the head unit should keep the file across sessions (`persistentFile`).
    ///   - overwrite: whether to upload even when the head unit already lists a file with this name.
    ///   - isTemplate: whether the head unit may tint the image to match its theme.
    /// - Throws: `SDLError` `unsupportedImageFormat` unless the bytes start like a
    ///   PNG, JPEG or BMP file.
    public init(
        imageData: [UInt8],
        name: String? = nil,
        isPersistent: Bool = false,
        overwrite: Bool = false,
        isTemplate: Bool = false
    ) throws(SDLError) {
        guard let fileType = SDLArtwork.imageFileType(of: imageData) else {
            throw SDLError(
                code: .unsupportedImageFormat,
                message: "the image data is not PNG, JPEG or BMP (\(imageData.count) bytes)",
                fileName: name)
        }
        let derived = name ?? SDLArtwork.derivedName(for: imageData)
        self.file = SDLFile(name: derived, data: imageData, fileType: fileType, isPersistent: isPersistent, overwrite: overwrite)
        self.isTemplate = isTemplate
    }

    /// One of the head unit's built-in icons, by its value (e.g. `"0x11"`); never uploaded.
    public init(staticIcon value: String, isTemplate: Bool = false) {
        self.file = SDLFile(name: value, data: [], fileType: .graphicPng, isStaticIcon: true)
        self.isTemplate = isTemplate
    }

    /// The name on the head unit.
    public var name: String { file.name }

    /// Whether this is a built-in icon.
    public var isStaticIcon: Bool { file.isStaticIcon }

    /// The `Image` that shows this artwork: DYNAMIC with the file name, or STATIC for a built-in
    /// icon; `isTemplate` only when set.
    public var image: SDLImage {
        SDLImage(value: file.name, imageType: file.isStaticIcon ? .static : .dynamic, isTemplate: isTemplate ? true : nil)
    }

    /// The file type the bytes' signature shows: GRAPHIC_PNG, GRAPHIC_JPEG, GRAPHIC_BMP, or `nil`.
    public static func imageFileType(of data: [UInt8]) -> SDLFileType? {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .graphicPng }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return .graphicJpeg }
        if data.starts(with: [0x42, 0x4D]) && data.count > 14 { return .graphicBmp }
        return nil
    }

    /// `"sdl-<crc32 in 8 hex digits>-<byte count>"`.
    static func derivedName(for data: [UInt8]) -> String {
        let hex = String(SDLCRC32.checksum(data), radix: 16)
        return "sdl-" + String(repeating: "0", count: 8 - hex.count) + hex + "-\(data.count)"
    }
}
