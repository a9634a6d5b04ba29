import Foundation
@testable import SmartDeviceLink

/// An in-memory channel that records what an overlay sends, as the JSON that leaves the app, and
/// answers every request SUCCESS (plus `extra` members).
final class OverlayRecordingChannel: SDLRPCChannel, @unchecked Sendable {
    private let lock = NSLock()
    private var sentRequests: [(name: String, parameters: SDLJSONObject)] = []
    private let extra: [String: SDLJSONValue]

    init(extra: [String: SDLJSONValue] = [:]) {
        self.extra = extra
    }

    /// Every request sent, in order.
    var sent: [(name: String, parameters: SDLJSONObject)] {
        lock.withLock { sentRequests }
    }

    func send<Request: SDLRequest>(_ request: Request, bulkData: [UInt8]?, timeout: Duration?) async throws(SDLError) -> Request.Response {
        lock.withLock { sentRequests.append((Request.rpcName, request.jsonObject)) }
        return try successResponse(Request.Response.self, extra: extra)
    }

    func notifications<Notification: SDLNotification>(of type: Notification.Type) -> AsyncStream<Notification> {
        AsyncStream { _ in }
    }

    var maximumFramePayloadSize: Int { 131_072 }

    /// A context on this channel at `rpcVersion`, with empty capabilities and cancelID 7.
    @MainActor
    func context(rpcVersion: SDLRPCVersion = SDLRPCVersion(8, 0, 0)) -> SDLOverlayContext {
        overlayContext(rpcVersion: rpcVersion)
    }
}

extension SDLRPCChannel {
    /// An overlay context on this channel at `rpcVersion`, with empty capabilities and cancelID 7.
    @MainActor
    func overlayContext(rpcVersion: SDLRPCVersion = SDLRPCVersion(8, 0, 0)) -> SDLOverlayContext {
        let files = SDLFileManager(channel: self)
        return SDLOverlayContext(
            channel: self, fileManager: files,
            systemCapabilityManager: SDLSystemCapabilityManager(channel: self), buttonIDs: SDLSoftButtonIDs(),
            rpcVersion: rpcVersion, makeCancelID: { 7 },
            choiceSets: SDLChoiceSetManager(channel: self, fileManager: files, rpcVersion: rpcVersion))
    }
}
