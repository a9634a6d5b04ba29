import SDLRPC

/// Receives one JSON object per message the head unit sends or receives (`--log FILE`).
public protocol SDLMessageLogSink: Sendable {
    /// Records one entry: `time` (seconds on the head unit's clock), `direction` (`in`/`out`),
    /// `connection`, `session`, and either `control` (frame name, `service`, `payload`) or the RPC's
    /// `type`, `function`, `functionID`, `correlationID`, `parameters` and `bulkDataSize`.
    func record(_ entry: SDLJSONObject)
}
