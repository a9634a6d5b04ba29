import SDLRPC

/// What to post for one OnSystemRequest PROPRIETARY or HTTP: SDL Core wraps a PROPRIETARY
/// snapshot in `{"HTTPRequest": {"headers": {…}, "body": "…"}}` (its `AddHeader`); the relay posts
/// the body with the header's content type, within the header's `ConnectTimeout` when that is
/// shorter, as sdl_ios and sdl_java_suite do. Anything else (HTTP, or PROPRIETARY data not in that
/// wrapper) is posted as it came, as JSON.
struct SDLPolicyUpdateRequest: Hashable, Sendable {
    var url: String
    var body: [UInt8]
    var contentType: String
    var timeout: Duration

    /// The request for `notification` and its `bulkData`, with `timeout` as the longest wait;
    /// `nil` when the notification names no URL.
    init?(_ notification: SDLOnSystemRequest, bulkData: [UInt8], timeout: Duration) {
        guard let url = notification.url, !url.isEmpty else { return nil }
        self.url = url
        body = bulkData
        contentType = "application/json"
        self.timeout = timeout
        guard notification.requestType == .proprietary,
              let wrapper = (try? SDLJSONParser.parse(bulkData))?.objectValue?["HTTPRequest"]?.objectValue,
              let body = wrapper["body"]?.stringValue else { return }
        self.body = Array(body.utf8)
        let headers = wrapper["headers"]?.objectValue
        if let type = headers?["ContentType"]?.stringValue, !type.isEmpty { contentType = type }
        if let seconds = headers?["ConnectTimeout"]?.doubleValue, seconds > 0 {
            self.timeout = min(timeout, .milliseconds(Int64(min(seconds, 86_400) * 1000)))
        }
    }
}
