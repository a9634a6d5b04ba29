/// Which policy table the emulator applies to an app's requests (Core's stage 3 of §D.1, after the
/// schema and before the command's own checks).
///
/// ```swift
/// var configuration = SDLHeadUnitConfiguration()
/// configuration.permissionPolicy = .allowAll   // reach every command handler, e.g. to test Core's checks
/// ```
public enum SDLPermissionPolicy: String, Sendable, Hashable, CaseIterable {
    /// SDL Core's preloaded group `Base-4`, as Core gives an app without a policy of its own: RPCs
    /// outside it (and RPCs in the wrong HMI level) are answered `DISALLOWED`.
    case base4 = "base-4"
    /// `Base-4` plus the preloaded table's vehicle-data groups (`Location-1`, `DrivingCharacteristics-3`,
    /// `VehicleInfo-3`, `Emergency-1`, `CloudApp`) as if the user had consented to them: GetVehicleData,
    /// SubscribeVehicleData, UnsubscribeVehicleData and OnVehicleData at BACKGROUND, FULL and LIMITED,
    /// for the items those groups list; another item is answered
    /// `DISALLOWED` per item, as Core answers parameters outside the app's groups.
    case base4VehicleData = "base-4+vehicle-data"
    /// Every RPC at every HMI level, as a head unit whose policy table grants everything. RPCs the
    /// emulator has no HMI for answer `UNSUPPORTED_RESOURCE` once they pass Core's checks.
    case allowAll = "all"
}
