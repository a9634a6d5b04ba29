import SDLHeadUnit
import SDLRPC

/// The messages the server pushes to the page, one JSON object each with a `type`:
/// - `state`: everything on the head unit now (from an ``SDLHeadUnitSnapshot``, the same state the
///   text renderer draws): `display` (with the profile's `videoStreaming` capability, whose
///   preferred resolution is the touch coordinates' space), `driverDistraction`, `endpoint`, `visibleAppID`, `apps`,
///   `screen`, `overlay`, `vehicleData` (the vehicle's current values), `lockScreenDismissalEnabled`;
/// - `log`: message-log entries (`entries`, oldest first);
/// - `reply`: the control reply to a page message (`reply`);
/// - `video`: one access unit of an app's video stream (``WebVideoFeed``).
enum WebStateFeed {
    /// The `state` message for `snapshot`; `endpoint` is where apps connect (`host`, `port`), when known.
    static func state(_ snapshot: SDLHeadUnitSnapshot, endpoint: (host: String, port: Int)? = nil) -> SDLJSONValue {
        let display: SDLJSONValue = [
            "profile": .string(snapshot.profileName),
            "name": .string(snapshot.displayName),
            "mainFieldLines": .integer(snapshot.mainFieldLines),
            "textFields": .array(snapshot.textFieldNames.sorted().map { .string($0) }),
            "language": .string(snapshot.language),
            "videoStreaming": snapshot.videoStreamingCapability ?? .null,
        ]
        return [
            "type": "state",
            "display": display,
            "driverDistraction": .string(snapshot.driverDistraction),
            "endpoint": endpoint.map { ["host": .string($0.host), "port": .integer($0.port)] } ?? .null,
            "visibleAppID": snapshot.visibleApp.map { .integer($0.id) } ?? .null,
            "apps": .array(snapshot.apps.map(WebAppFeed.json)),
            "screen": snapshot.visibleApp.map { WebScreenFeed.json($0, display: snapshot) } ?? .null,
            "overlay": snapshot.overlay.map { WebOverlayFeed.json($0, apps: snapshot.apps) } ?? .null,
            "vehicleData": .object(snapshot.vehicleData),
            "lockScreenDismissalEnabled": snapshot.lockScreenDismissalEnabled.map { .bool($0) } ?? .null,
        ]
    }

    /// A `log` message carrying `entries` (each already JSON text).
    static func log(_ entries: some Collection<String>) -> String {
        "{\"type\":\"log\",\"entries\":[" + entries.joined(separator: ",") + "]}"
    }

    /// A `reply` message wrapping a control reply line (a JSON object).
    static func reply(_ controlReply: String) -> String {
        "{\"type\":\"reply\",\"reply\":" + controlReply + "}"
    }
}
