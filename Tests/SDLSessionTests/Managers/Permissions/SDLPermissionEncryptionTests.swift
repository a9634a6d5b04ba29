import SDLRPC
import SDLSession
import Testing

/// The permission manager's encryption bits (SDL-0207): per item `requireEncryption` decides; the
/// notification-level flag only says that some RPC needs it.
@Suite("Permissions: which RPCs must be encrypted")
struct SDLPermissionEncryptionTests {
    static func change(requireEncryption: Bool?, _ items: [(String, Bool?)]) -> SDLOnPermissionsChange {
        SDLOnPermissionsChange(permissionItem: items.map { name, encrypted in
            SDLPermissionManagerTests.item(name, allowed: [.full], encrypted: encrypted)
        }, requireEncryption: requireEncryption)
    }

    @Test("an item's flag decides; the top-level flag does not make unflagged items encrypted (as Core's emulator sends it)")
    func perItem() {
        let table = SDLPermissionTable(Self.change(requireEncryption: true, [("Show", true), ("ListFiles", nil), ("Alert", false)]))
        #expect(table.requiresEncryption == true)
        #expect(table.requiresEncryption(rpc: "Show"))
        #expect(!table.requiresEncryption(rpc: "ListFiles"))
        #expect(!table.requiresEncryption(rpc: "Alert"))
        #expect(!table.requiresEncryption(rpc: "Speak"), "an RPC without an item")
    }

    @Test("the manager answers without awaiting its actor, and follows each OnPermissionsChange (a later one can lift the need)")
    func manager() async {
        let manager = SDLPermissionManager(channel: SDLScriptedChannel())
        #expect(!manager.requiresEncryption(rpc: "Show"), "nothing before the first OnPermissionsChange")
        await manager.apply(Self.change(requireEncryption: true, [("Show", true), ("ListFiles", nil)]))
        #expect(manager.requiresEncryption(rpc: "Show"))
        #expect(!manager.requiresEncryption(rpc: "ListFiles"))
        await manager.apply(Self.change(requireEncryption: false, [("Show", false)]))
        #expect(!manager.requiresEncryption(rpc: "Show"))
    }
}
