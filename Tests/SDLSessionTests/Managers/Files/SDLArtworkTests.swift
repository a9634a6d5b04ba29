import SDLRPC
import SDLSession
import Testing

@Suite("Artwork")
struct SDLArtworkTests {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46]

    @Test("PNG and JPEG bytes give GRAPHIC_PNG and GRAPHIC_JPEG")
    func types() throws {
        #expect(try SDLArtwork(imageData: Self.png, name: "logo").file.fileType == .graphicPng)
        #expect(try SDLArtwork(imageData: Self.jpeg, name: "photo").file.fileType == .graphicJpeg)
        #expect(SDLArtwork.imageFileType(of: Array("GIF89a".utf8)) == nil)
    }

    @Test("other bytes are refused with unsupportedImageFormat")
    func unsupported() {
        do {
            _ = try SDLArtwork(imageData: Array("not an image".utf8), name: "x")
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .unsupportedImageFormat)
            #expect(error.fileName == "x")
        }
    }

    @Test("without a name, the name comes from the bytes and is stable")
    func derivedName() throws {
        let first = try SDLArtwork(imageData: Self.png)
        let second = try SDLArtwork(imageData: Self.png)
        let other = try SDLArtwork(imageData: Self.jpeg)
        let crc = String(SDLCRC32.checksum(Self.png), radix: 16)
        #expect(first.name == "sdl-" + String(repeating: "0", count: 8 - crc.count) + crc + "-16")
        #expect(first.name == second.name)
        #expect(first.name != other.name)
    }

    @Test("the image is DYNAMIC with the file name; a static icon is STATIC")
    func image() throws {
        let art = try SDLArtwork(imageData: Self.png, name: "logo", isTemplate: true)
        #expect(art.image == SDLImage(value: "logo", imageType: .dynamic, isTemplate: true))
        let plain = try SDLArtwork(imageData: Self.png, name: "logo")
        #expect(plain.image.isTemplate == nil)
        let icon = SDLArtwork(staticIcon: "0x11")
        #expect(icon.image == SDLImage(value: "0x11", imageType: .static))
        #expect(icon.isStaticIcon)
    }
}
