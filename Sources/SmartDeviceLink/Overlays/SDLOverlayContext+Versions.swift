extension SDLOverlayContext {
    /// Whether the negotiated RPC version has the parameter of `rule` (its `since` is not newer).
    func has(_ rule: SDLParameterRule) -> Bool {
        rule.since.map { $0 <= rpcVersion } ?? true
    }

    /// The head unit's capabilities now.
    func capabilities() async -> SDLSystemCapabilities {
        if let current = currentCapabilities() { return current }
        return await systemCapabilityManager.capabilities
    }
}
