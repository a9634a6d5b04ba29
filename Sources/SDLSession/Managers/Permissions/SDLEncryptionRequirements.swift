import NIOConcurrencyHelpers

/// The RPCs the head unit's policy says must be encrypted (OnPermissionsChange's per-item
/// `requireEncryption`), kept behind a lock so a sender can ask before every request without a
/// hop to the permission manager's actor.
public final class SDLEncryptionRequirements: Sendable {
    private let names = NIOLockedValueBox<Set<String>>([])

    init() {}

    /// Whether `rpcName` must be sent encrypted.
    public func contains(_ rpcName: String) -> Bool {
        names.withLockedValue { $0.contains(rpcName) }
    }

    /// Whether any RPC must be sent encrypted.
    public var isEmpty: Bool {
        names.withLockedValue { $0.isEmpty }
    }

    func update(from table: SDLPermissionTable) {
        let required = Set(table.permissions.keys.filter { table.requiresEncryption(rpc: $0) })
        names.withLockedValue { $0 = required }
    }
}

extension SDLPermissionManager {
    /// Whether `rpcName` must be sent encrypted, as the last OnPermissionsChange said; callable from
    /// any context without awaiting the actor.
    public nonisolated func requiresEncryption(rpc rpcName: String) -> Bool {
        encryption.contains(rpcName)
    }
}
