extension SDLError {
    /// `rpcVersionTooLow` for a SubtleAlert on a head unit that speaks `version` (before RPC 7.0):
    /// nothing was sent.
    static func subtleAlertUnavailable(at version: SDLRPCVersion) -> SDLError {
        SDLError(
            code: .rpcVersionTooLow,
            message: "SubtleAlert needs RPC \(SDLSubtleAlertController.minimumRPCVersion); the head unit speaks \(version)",
            rpcName: SDLSubtleAlert.rpcName)
    }
}
