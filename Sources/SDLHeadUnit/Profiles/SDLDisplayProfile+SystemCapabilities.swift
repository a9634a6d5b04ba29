import SDLRPC

/// The system capabilities a head unit answers GetSystemCapability with (besides DISPLAYS and
/// APP_SERVICES, which come from the screen and the app services): each member of the spec's
/// `SystemCapability` by the `SystemCapabilityType` that asks for it. A type whose capability the
/// profile leaves out is DATA_NOT_AVAILABLE, as Core answers when its HMI reported none.
extension SDLDisplayProfile {
    /// `SystemCapabilityType` → the `SystemCapability` member carrying it, and the spec struct it is.
    static let systemCapabilityMembers: [(type: String, member: String, structure: any SDLStructure.Type)] = [
        ("NAVIGATION", "navigationCapability", SDLNavigationCapability.self),
        ("PHONE_CALL", "phoneCapability", SDLPhoneCapability.self),
        ("VIDEO_STREAMING", "videoStreamingCapability", SDLVideoStreamingCapability.self),
        ("REMOTE_CONTROL", "remoteControlCapability", SDLRemoteControlCapabilities.self),
        ("SEAT_LOCATION", "seatLocationCapability", SDLSeatLocationCapability.self),
        ("DRIVER_DISTRACTION", "driverDistractionCapability", SDLDriverDistractionCapability.self),
    ]

    /// The `SystemCapability` member that answers `type` (`nil` for a type the profile cannot hold).
    static func systemCapabilityMember(for type: String) -> String? {
        systemCapabilityMembers.first { $0.type == type }?.member
    }

    /// `systemCapabilities`: an object of `SystemCapability` members (navigationCapability,
    /// phoneCapability, videoStreamingCapability, remoteControlCapability, seatLocationCapability,
    /// driverDistractionCapability), each checked against its spec struct.
    static func systemCapabilities(_ value: SDLJSONValue, policy: SDLDecodingPolicy) throws(SDLHeadUnitError) -> SDLJSONObject {
        guard let object = value.objectValue else {
            throw .invalidProfile("'systemCapabilities' must be an object of SystemCapability members, got \(value.typeName)")
        }
        var checked = SDLJSONObject()
        for (key, member) in object {
            guard let entry = systemCapabilityMembers.first(where: { $0.member == key }) else {
                let allowed = systemCapabilityMembers.map(\.member).joined(separator: ", ")
                throw .invalidProfile("'systemCapabilities' has '\(key)', which is not one of \(allowed)")
            }
            let valid = try structure(entry.structure, "systemCapabilities.\(key)", member, policy)
            checked.append(key, policy == .strict ? valid : member)
        }
        return checked
    }
}
