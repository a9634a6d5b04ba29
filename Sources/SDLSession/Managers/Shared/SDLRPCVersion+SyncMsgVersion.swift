public import SDLRPC

extension SDLRPCVersion {
    /// The version a head unit or app wrote in a `SyncMsgVersion` (an absent patch is 0).
    public init(_ syncMsgVersion: SDLSyncMsgVersion) {
        self.init(syncMsgVersion.majorVersion, syncMsgVersion.minorVersion, syncMsgVersion.patchVersion ?? 0)
    }

    /// This version as the `SyncMsgVersion` struct RegisterAppInterface carries.
    public var syncMsgVersion: SDLSyncMsgVersion {
        SDLSyncMsgVersion(majorVersion: major, minorVersion: minor, patchVersion: patch)
    }

    /// The newest RPC version this library speaks: the spec's version (8.0.0).
    public static let library: SDLRPCVersion = SDLSpecInfo.version ?? SDLRPCVersion(8, 0, 0)
}
