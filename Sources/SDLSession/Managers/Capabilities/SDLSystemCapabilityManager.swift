public import SDLRPC

/// Keeps the head unit's capabilities current: seeded from the registration, refreshed by
/// GetSystemCapability and OnSystemCapabilityUpdated.
///
/// Read `capabilities` for a snapshot with the accessors the app layer needs (main window text
/// fields and their line counts, image fields, templates, soft buttons, audio pass-thru …), or
/// `updates()` to hear about changes. Run `run()` for the connection's lifetime.
public actor SDLSystemCapabilityManager {
    let channel: any SDLRPCChannel
    let capabilityNotifications: AsyncStream<SDLOnSystemCapabilityUpdated>
    var isRunning = false
    var broadcaster = SDLBroadcaster<SDLSystemCapabilityUpdate>()

    /// Everything known now.
    public private(set) var capabilities = SDLSystemCapabilities()
    /// The capability types this app subscribed to with GetSystemCapability.
    public private(set) var subscribedTypes: Set<SDLSystemCapabilityType> = []
    /// How long to wait for GetSystemCapability; `nil` uses the channel's rule.
    public nonisolated let requestTimeout: Duration?

    /// Creates a manager and subscribes to OnSystemCapabilityUpdated on `channel`.
    public init(channel: any SDLRPCChannel, requestTimeout: Duration? = nil) {
        self.channel = channel
        self.requestTimeout = requestTimeout
        self.capabilityNotifications = channel.notifications(of: SDLOnSystemCapabilityUpdated.self)
    }

    /// Seeds the capabilities from a RegisterAppInterface response (see `SDLSystemCapabilities`)
    /// and reports the DISPLAYS list. Capabilities fetched earlier are kept.
    ///
    /// DISPLAYS the head unit already sent since the last seeding (SDL Core pushes
    /// OnSystemCapabilityUpdated right after the response, so `run()` may take it in before the
    /// app calls this) are merged over the converted registration fields: they are the head
    /// unit's own, fuller description (e.g. `menuLayoutsAvailable`).
    public func update(from registration: SDLRegisterAppInterfaceResponse) {
        let seeded = SDLSystemCapabilities(registration: registration)
        var next = seeded
        next.systemCapabilities = capabilities.systemCapabilities
        next.systemCapabilities[.displays] = nil
        if let received = capabilities.systemCapabilities[.displays] { next.apply(received) }
        capabilities = next
        broadcaster.yield(SDLSystemCapabilityUpdate(
            type: .displays, capability: capabilities.capability(of: .displays), source: .registration))
    }

    /// Every capability change from now on.
    public func updates() -> AsyncStream<SDLSystemCapabilityUpdate> {
        broadcaster.makeStream()
    }

    /// Handles OnSystemCapabilityUpdated until the channel ends it or the task is cancelled, then
    /// ends the update streams. A second call returns at once.
    public func run() async {
        guard !isRunning else { return }
        isRunning = true
        for await notification in capabilityNotifications {
            apply(notification)
        }
        broadcaster.finish()
    }

    /// Takes in an OnSystemCapabilityUpdated (DISPLAYS merged per window).
    public func apply(_ notification: SDLOnSystemCapabilityUpdated) {
        take(notification.systemCapability, source: .notification)
    }

    /// Asks the head unit for capability `type` (GetSystemCapability), stores and returns it.
    ///
    /// - Parameters:
    ///   - type: the capability to ask for.
    ///   - subscribe: `true` to also get OnSystemCapabilityUpdated for it, `false` to stop,
    ///     `nil` to leave as is. Sent only when the negotiated RPC version is 5.1 or later and `type`
    ///     is not DISPLAYS (the head unit always sends DISPLAYS updates).
    /// - Throws: `SDLError`.
    @discardableResult
    public func fetchCapability(
        _ type: SDLSystemCapabilityType, subscribe: Bool? = nil
    ) async throws(SDLError) -> SDLSystemCapability {
        let sendsSubscribe = subscribe != nil && type != .displays && capabilities.supportsSubscriptions
        let request = SDLGetSystemCapability(systemCapabilityType: type, subscribe: sendsSubscribe ? subscribe : nil)
        let response: SDLGetSystemCapabilityResponse
        do {
            response = try await channel.send(request, bulkData: nil, timeout: requestTimeout)
        } catch {
            throw SDLError(code: .channelFailed, message: "GetSystemCapability(\(type.rawValue)) failed: \(error)")
        }
        guard response.success else {
            throw SDLError(
                code: .requestFailed, message: "GetSystemCapability(\(type.rawValue)) was refused",
                resultCode: response.resultCode, info: response.info)
        }
        guard let capability = response.systemCapability else {
            throw SDLError(
                code: .missingCapability, message: "GetSystemCapability(\(type.rawValue)) answered without a capability",
                resultCode: response.resultCode, info: response.info)
        }
        if sendsSubscribe, let subscribe {
            if subscribe { subscribedTypes.insert(type) } else { subscribedTypes.remove(type) }
        }
        take(capability, source: .response)
        return capabilities.capability(of: capability.systemCapabilityType) ?? capability
    }

    /// Stores a capability and reports it.
    func take(_ capability: SDLSystemCapability, source: SDLSystemCapabilityUpdate.Source) {
        capabilities.apply(capability)
        let type = capability.systemCapabilityType
        broadcaster.yield(SDLSystemCapabilityUpdate(type: type, capability: capabilities.capability(of: type), source: source))
    }
}
