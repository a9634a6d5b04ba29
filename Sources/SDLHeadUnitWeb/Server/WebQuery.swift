/// The query of a request target (`/image?app=1&name=a%20b.png`): its parameters by name,
/// percent-decoded. A parameter that is not well-formed percent-encoded UTF-8 is left out; of
/// parameters named twice the first counts.
struct WebQuery: Sendable {
    let parameters: [String: String]

    /// The query of `uri` (none: no parameters).
    init(uri: String) {
        var parameters: [String: String] = [:]
        if let mark = uri.firstIndex(of: "?") {
            for pair in uri[uri.index(after: mark)...].split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = Self.percentDecoded(parts[0]), parameters[name] == nil,
                      let value = Self.percentDecoded(parts.count > 1 ? parts[1] : "") else { continue }
                parameters[name] = value
            }
        }
        self.parameters = parameters
    }

    /// The parameter `name`, if given.
    subscript(name: String) -> String? { parameters[name] }

    /// `text` with every `%XX` turned into its byte; `nil` for a broken escape or bytes that are not UTF-8.
    static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        let decoded = String(decoding: bytes, as: UTF8.self)
        return decoded.utf8.elementsEqual(bytes) ? decoded : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
