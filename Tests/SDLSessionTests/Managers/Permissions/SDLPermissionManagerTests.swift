import SDLRPC
import SDLSession
import Testing

@Suite("Permissions")
struct SDLPermissionManagerTests {
    static func item(_ rpc: String, allowed: [SDLHMILevel], userDisallowed: [SDLHMILevel] = [],
                     parameters: [String] = [], userDisallowedParameters: [String] = [], encrypted: Bool? = nil) -> SDLPermissionItem {
        SDLPermissionItem(
            rpcName: rpc,
            hmiPermissions: SDLHMIPermissions(allowed: allowed, userDisallowed: userDisallowed),
            parameterPermissions: SDLParameterPermissions(allowed: parameters, userDisallowed: userDisallowedParameters),
            requireEncryption: encrypted)
    }

    /// Like SDL Core's default Base-4 group (protocol.md §C.1) plus vehicle data.
    static let base = SDLOnPermissionsChange(permissionItem: [
        item("Show", allowed: [.full, .limited, .background]),
        item("Alert", allowed: [.full, .limited]),
        item("Slider", allowed: [.full]),
        item("ListFiles", allowed: [.full, .limited, .background, .none]),
        item("GetVehicleData", allowed: [.full, .limited, .background], parameters: ["speed", "rpm", "gps"],
             userDisallowedParameters: ["gps"]),
        item("PerformAudioPassThru", allowed: [.full, .limited], userDisallowed: [.limited], encrypted: true),
    ], requireEncryption: false)

    static let levels: [SDLHMILevel] = [.full, .limited, .background, .none]

    @Test("the table reads every item of an OnPermissionsChange")
    func table() throws {
        let table = SDLPermissionTable(Self.base)
        #expect(table.permissions.count == 6)
        let vehicle = try #require(table["GetVehicleData"])
        #expect(vehicle.allowedHMILevels == [.full, .limited, .background])
        #expect(vehicle.allowedParameters == ["speed", "rpm", "gps"])
        #expect(vehicle.userDisallowedParameters == ["gps"])
        #expect(table.requiresEncryption(rpc: "PerformAudioPassThru"))
        #expect(!table.requiresEncryption(rpc: "Show"))
        #expect(table.hasReceivedPermissions)
        #expect(!SDLPermissionTable().hasReceivedPermissions)
    }

    @Test("allowed and disallowed at each HMI level", arguments: [
        ("Show", [true, true, true, false]),
        ("Alert", [true, true, false, false]),
        ("Slider", [true, false, false, false]),
        ("ListFiles", [true, true, true, true]),
        ("PerformAudioPassThru", [true, false, false, false]),  // LIMITED allowed but user-disallowed
        ("AddCommand", [false, false, false, false]),           // not in the policy
    ])
    func levels(rpc: String, expected: [Bool]) async {
        let manager = SDLPermissionManager(channel: SDLScriptedChannel())
        await manager.apply(Self.base)
        for (level, allowed) in zip(Self.levels, expected) {
            #expect(await manager.isAllowed(rpc: rpc, at: level) == allowed, "\(rpc) at \(level)")
        }
    }

    @Test("request types and the current HMI level work as well as names and explicit levels")
    func currentLevel() async {
        let manager = SDLPermissionManager(channel: SDLScriptedChannel())
        await manager.apply(Self.base)
        #expect(await !manager.isAllowed(SDLShow.self))           // no HMI level yet
        await manager.apply(ManagerFixtures.hmiStatus(.background))
        #expect(await manager.isAllowed(SDLShow.self))
        #expect(await !manager.isAllowed(SDLAlert.self))
        await manager.apply(ManagerFixtures.hmiStatus(.full, window: 1))  // a widget: not the main level
        #expect(await manager.currentHMILevel == .background)
        #expect(await manager.isAllowed(SDLAlert.self, at: .full))
    }

    @Test("parameter permissions need the RPC allowed, the parameter listed and not user-disallowed")
    func parameters() async {
        let manager = SDLPermissionManager(channel: SDLScriptedChannel())
        await manager.apply(Self.base)
        #expect(await manager.isAllowed(parameter: "speed", of: "GetVehicleData", at: .full))
        #expect(await !manager.isAllowed(parameter: "gps", of: "GetVehicleData", at: .full))
        #expect(await !manager.isAllowed(parameter: "fuelLevel", of: "GetVehicleData", at: .full))
        #expect(await !manager.isAllowed(parameter: "speed", of: "GetVehicleData", at: .none))
        #expect(await !manager.isAllowed(parameter: "speed", of: "SubscribeVehicleData", at: .full))
    }

    @Test("group queries: all allowed, any allowed, status")
    func groups() async {
        let manager = SDLPermissionManager(channel: SDLScriptedChannel())
        #expect(await manager.groupStatus(of: ["Show"], at: .full) == .unknown)
        await manager.apply(Self.base)
        #expect(await manager.areAllAllowed(["Show", "Alert"], at: .limited))
        #expect(await !manager.areAllAllowed(["Show", "Alert"], at: .background))
        #expect(await manager.isAnyAllowed(["Show", "Alert"], at: .background))
        #expect(await !manager.isAnyAllowed(["Show", "Alert"], at: .none))
        #expect(await manager.groupStatus(of: ["Show", "Alert"], at: .full) == .allAllowed)
        #expect(await manager.groupStatus(of: ["Show", "Alert"], at: .background) == .mixed)
        #expect(await manager.groupStatus(of: ["Show", "Alert"], at: .none) == .allDisallowed)
    }

    @Test("a later notification replaces the RPCs it lists and keeps the others")
    func update() async {
        let manager = SDLPermissionManager(channel: SDLScriptedChannel())
        await manager.apply(Self.base)
        await manager.apply(SDLOnPermissionsChange(permissionItem: [Self.item("Alert", allowed: [.full, .limited, .background])]))
        #expect(await manager.isAllowed(rpc: "Alert", at: .background))
        #expect(await manager.isAllowed(rpc: "Show", at: .background))
    }

    @Test("observers get the current answer, then changes from notifications and HMI levels")
    func observeAny() async throws {
        let channel = SDLScriptedChannel()
        let manager = SDLPermissionManager(channel: channel)
        try await withManagerRunning({ await manager.run() }) {
            let updates = await manager.permissionUpdates(for: ["Show", "Alert"], groupType: .any)
            // Permissions and HMI level arrive on separate streams; either order gives one change.
            channel.push(Self.base)
            channel.push(ManagerFixtures.hmiStatus(.background))
            let first = await firstValues(2, of: updates)
            #expect(first.map(\.status) == [.unknown, .mixed])
            #expect(first.last == SDLPermissionGroupChange(allowed: ["Show": true, "Alert": false], status: .mixed, hmiLevel: .background))
            channel.push(ManagerFixtures.hmiStatus(.full))
            channel.push(ManagerFixtures.hmiStatus(.full, window: 5))   // a widget: ignored
            channel.push(ManagerFixtures.hmiStatus(.none))
            let rest = await firstValues(2, of: updates)
            #expect(rest == [
                SDLPermissionGroupChange(allowed: ["Show": true, "Alert": true], status: .allAllowed, hmiLevel: .full),
                SDLPermissionGroupChange(allowed: ["Show": false, "Alert": false], status: .allDisallowed, hmiLevel: SDLHMILevel.none),
            ])
        }
    }

    @Test("allAllowed observers hear only when the group becomes or stops being all allowed")
    func observeAllAllowed() async throws {
        let manager = SDLPermissionManager(channel: SDLScriptedChannel())
        await manager.apply(Self.base)
        await manager.apply(ManagerFixtures.hmiStatus(.none))
        let updates = await manager.permissionUpdates(for: ["Show", "Alert"], groupType: .allAllowed)
        await manager.apply(ManagerFixtures.hmiStatus(.background))   // none → mixed: not reported
        await manager.apply(ManagerFixtures.hmiStatus(.limited))      // → all allowed: reported
        await manager.apply(ManagerFixtures.hmiStatus(.full))         // still all allowed: not reported
        await manager.apply(ManagerFixtures.hmiStatus(.background))   // → mixed: reported
        let seen = await firstValues(3, of: updates)
        #expect(seen.map(\.status) == [.allDisallowed, .allAllowed, .mixed])
        #expect(seen.map(\.hmiLevel) == [SDLHMILevel.none, .limited, .background])
    }
}
