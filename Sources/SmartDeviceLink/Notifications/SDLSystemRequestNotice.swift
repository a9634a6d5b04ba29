public import SDLRPC

/// An OnSystemRequest with the binary data after its JSON: the head unit asks the app to fetch or
/// deliver something (a policy table update to post to `url`, a file, OEM data …).
public struct SDLSystemRequestNotice: Sendable {
    /// The notification (`requestType`, `url`, `fileType` …).
    public let notification: SDLOnSystemRequest
    /// The bulk data that came with it (empty when none did).
    public let bulkData: [UInt8]

    /// A notification and its bulk data.
    public init(notification: SDLOnSystemRequest, bulkData: [UInt8]) {
        self.notification = notification
        self.bulkData = bulkData
    }
}
