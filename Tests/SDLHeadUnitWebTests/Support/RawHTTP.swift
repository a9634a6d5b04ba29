import SDLTestSupport
import Foundation

/// A minimal HTTP/1.1 client for the server tests: one request per connection (`Connection:
/// close`), the whole answer read until the server closes (``TestHTTPRequest/answer(to:port:)``),
/// then its head and (chunked or not) body parsed.
enum RawHTTP {
    struct Answer {
        var status: Int
        /// Header names lower-cased.
        var headers: [String: String]
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    struct Malformed: Error {}

    static func get(_ target: String, port: Int, host: String? = nil, headers extra: [String] = []) async throws -> Answer {
        let connection = extra.contains { $0.lowercased().hasPrefix("connection:") } ? [] : ["Connection: close"]
        let request = (["GET \(target) HTTP/1.1", "Host: \(host ?? "127.0.0.1:\(port)")"] + connection + extra).joined(separator: "\r\n") + "\r\n\r\n"
        return try parse(try await TestHTTPRequest.answer(to: request, port: port))
    }

    private static func parse(_ bytes: [UInt8]) throws -> Answer {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = (0..<max(bytes.count - 3, 0)).first(where: { Array(bytes[$0..<$0 + 4]) == separator }) else { throw Malformed() }
        let head = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = head.first?.split(separator: " ") ?? []
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw Malformed() }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Array(bytes[(end + 4)...])
        if headers["transfer-encoding"] == "chunked" { body = dechunk(body) }
        return Answer(status: status, headers: headers, body: body)
    }

    /// Joins the chunks of a chunked body.
    private static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard let lineEnd = (index..<bytes.count - 1).first(where: { bytes[$0] == 13 && bytes[$0 + 1] == 10 }),
                  let size = Int(String(decoding: bytes[index..<lineEnd], as: UTF8.self), radix: 16), size > 0 else { break }
            let start = lineEnd + 2
            result += bytes[start..<min(start + size, bytes.count)]
            index = start + size + 2
        }
        return result
    }
}
