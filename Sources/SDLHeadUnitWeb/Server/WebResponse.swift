/// An answer of the web server, before it is written: status, headers and body. Every answer is
/// marked `nosniff`; `Content-Length` is the body's, for `HEAD` too (which sends no body).
struct WebResponse: Sendable {
    var status: Int
    /// Header fields beside `Content-Length` and `X-Content-Type-Options`, in order.
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    /// `status` with a plain-text sentence as the body.
    static func text(_ status: Int, _ sentence: String, headers: [(name: String, value: String)] = []) -> WebResponse {
        WebResponse(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8"), ("Cache-Control", "no-store")] + headers,
            body: Array((sentence + "\n").utf8))
    }

    /// 404.
    static let notFound = text(404, "Not found")

    /// 405, naming the methods the path takes in `Allow`.
    static func methodNotAllowed(allowed: [String]) -> WebResponse {
        text(405, "Method not allowed", headers: [("Allow", allowed.joined(separator: ", "))])
    }
}
