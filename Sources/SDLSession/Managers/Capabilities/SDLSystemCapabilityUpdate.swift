public import SDLRPC

/// A system capability changed.
public struct SDLSystemCapabilityUpdate: Hashable, Sendable {
    /// Where a capability came from.
    public enum Source: Hashable, Sendable {
        /// The RegisterAppInterface response (converted to the modern form).
        case registration
        /// A GetSystemCapability response.
        case response
        /// An OnSystemCapabilityUpdated notification.
        case notification
    }

    /// The capability's type.
    public var type: SDLSystemCapabilityType
    /// The capability after the change (DISPLAYS: the merged list).
    public var capability: SDLSystemCapability?
    /// Where it came from.
    public var source: Source

    /// Creates an update.
    public init(type: SDLSystemCapabilityType, capability: SDLSystemCapability?, source: Source) {
        self.type = type
        self.capability = capability
        self.source = source
    }
}
