import SDLHeadUnit
import SDLRPC

/// How the page draws an image reference: an uploaded graphic by its URL on this server (the bytes
/// of the app's PutFile), anything else as a labelled tile.
enum WebImageFeed {
    /// The file types the page can draw as a picture, with their media types.
    static let mediaTypes = ["GRAPHIC_PNG": "image/png", "GRAPHIC_JPEG": "image/jpeg", "GRAPHIC_BMP": "image/bmp"]

    /// `{"value","imageType","label","isTemplate"?,"url"?}`; `url` only for a DYNAMIC image whose file
    /// the app uploaded as a graphic. `v` in the URL changes with the bytes, so a replaced file is
    /// fetched again.
    static func json(_ image: SDLHeadUnitImage?, app: SDLRegisteredApp?) -> SDLJSONValue {
        guard let image else { return .null }
        var object: SDLJSONObject = ["value": .string(image.value), "imageType": .string(image.imageType)]
        object.append("label", .string(image.isDynamic ? image.value : "icon \(image.value)"))
        if let isTemplate = image.isTemplate { object.append("isTemplate", .bool(isTemplate)) }
        if image.isDynamic, let app, let file = app.files[image.value], mediaTypes[file.fileType] != nil {
            object.append("url", .string(url(appID: app.id, file: file)))
        }
        return .object(object)
    }

    /// `/image?app=ID&name=NAME&v=HASH`, the name percent-encoded.
    static func url(appID: Int, file: SDLRegisteredApp.StoredFile) -> String {
        "/image?app=\(appID)&name=\(percentEncoded(file.name))&v=\(fingerprint(file.bytes))"
    }

    /// Every byte outside the unreserved set (RFC 3986) as `%XX`.
    static func percentEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    /// FNV-1a (64 bit) of `bytes` and their count, in hex: a cache key, not a security measure.
    static func fingerprint(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return String(bytes.count, radix: 16) + "-" + String(hash, radix: 16)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
