import SDLRPC

/// Receives one JSON object per message the head unit sends or receives (`--log FILE`).
public protocol SDLMessageLogSink: Sendable {
    /// Records one entry: `time` (seconds on the head unit's clock), `direction` (`in`/`out`),
    /// `connection`, `session`, and either `control` (frame name, `service`, `payload`) or the RPC's
    /// `type`, `function`, `functionID`, `correlationID`, `parameters` and `bulkDataSize`, or a
    /// security query's `securityQuery`, `sequenceNumber` and `binarySize`; `encrypted: true` marks
    /// an RPC that arrived or went out encrypted and a control frame with the E bit.
    func record(_ entry: SDLJSONObject)
}
