import SDLRPC

/// One RPC as the engine sees it, without framing.
struct HeadUnitMessage: Sendable, Hashable {
    /// Request, response or notification.
    var kind: SDLRPCMessageKind
    /// The binary header's function ID.
    var functionID: Int
    /// The binary header's correlation ID (0 for notifications).
    var correlationID: Int32
    /// The JSON parameters; `nil` when the bytes were not valid JSON.
    var json: SDLJSONValue?
    /// The binary part after the JSON (PutFile data, OnAudioPassThru audio).
    var bulkData: [UInt8]
    /// Whether to send a JSON size of 0 instead of `{}` (Core does for OnAudioPassThru, §B.1).
    var omitsJSON: Bool
    /// Whether it arrived encrypted (on a protected RPC service, §A.12).
    var isEncrypted = false
    /// Whether the app's RPC service was protected when it arrived.
    var isOnProtectedService = false

    init(kind: SDLRPCMessageKind, functionID: Int, correlationID: Int32, json: SDLJSONValue?, bulkData: [UInt8] = [], omitsJSON: Bool = false) {
        self.kind = kind
        self.functionID = functionID
        self.correlationID = correlationID
        self.json = json
        self.bulkData = bulkData
        self.omitsJSON = omitsJSON
    }

    /// The parameters as an object (empty when absent or not an object).
    var parameters: SDLJSONObject {
        json?.objectValue ?? SDLJSONObject()
    }
}
