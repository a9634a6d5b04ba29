/// Sends `SetDisplayLayout`, the template change before RPC 6.0. The spec deprecates the RPC (from
/// 6.0 the template rides in `Show.templateConfiguration`), so the one use of the generated type
/// sits in a deprecated witness, reached through this protocol to keep the build warning-free.
protocol SDLDisplayLayoutSending {
    /// Sends SetDisplayLayout(`template`) and returns the head unit's answer.
    func sendDisplayLayout(_ template: String, through channel: any SDLRPCChannel) async throws -> (success: Bool, resultCode: SDLResult, info: String?)
}

/// The one sender of `SetDisplayLayout`.
struct SDLDisplayLayoutRequest: SDLDisplayLayoutSending {
    @available(*, deprecated, message: "SetDisplayLayout is deprecated in the spec; only for RPC versions before 6.0")
    func sendDisplayLayout(_ template: String, through channel: any SDLRPCChannel) async throws -> (success: Bool, resultCode: SDLResult, info: String?) {
        let response = try await channel.send(SDLSetDisplayLayout(displayLayout: template))
        return (response.success, response.resultCode, response.info)
    }
}
