import SDLTestSupport
import SDLHeadUnit
import SDLRPC
import SDLSession
import Testing

/// The real permission manager reads the emulator's OnPermissionsChange (its policy table, after
/// Core's `Base-4` group) and follows its HMI level; its answers match what the emulator then does.
@Suite("Permission manager against the emulator", .timeLimit(.minutes(TestTime.minutes(1))))
struct PermissionManagerTests {
    @Test("Show and Alert are allowed as the emulator's policy says, at every HMI level")
    func policyTable() async throws {
        try await Emulator.run { headUnit, _ in
            let session = try await Emulator.connect(to: headUnit)
            let permissions = SDLPermissionManager(channel: session)
            let sent = StreamRecorder(session.notifications(of: SDLOnPermissionsChange.self))
            let group = StreamRecorder(await permissions.permissionUpdates(for: ["Show", "Alert"]))
            try await ManagerLoops.withRunning(on: session, [{ await permissions.run() }]) {
                #expect(try await group.next().status == .unknown)
                try await Emulator.register(session)
                let full = try await group.next("FULL with permissions") { $0.hmiLevel == .full && $0.status != .unknown }
                #expect(full.status == .allAllowed)
                #expect(full.allowed == ["Show": true, "Alert": true])

                #expect(await permissions.isAllowed(SDLShow.self))
                #expect(await permissions.isAllowed(SDLAlert.self))
                #expect(await permissions.isAllowed(SDLShow.self, at: .background))
                #expect(await permissions.isAllowed(SDLShow.self, at: .limited))
                #expect(await permissions.isAllowed(SDLShow.self, at: .none) == false)
                #expect(await permissions.isAllowed(SDLAlert.self, at: .limited))
                #expect(await permissions.isAllowed(SDLAlert.self, at: .background) == false)
                #expect(await permissions.isAllowed(SDLAlert.self, at: .none) == false)
                #expect(await permissions.isAllowed(SDLSlider.self, at: .limited) == false)
                #expect(await permissions.isAllowed(SDLListFiles.self, at: .none))
                #expect(await permissions.isAllowed(rpc: "GetVehicleData", at: .full) == false)

                // The manager holds exactly what the emulator sent.
                let notification = try await sent.next("OnPermissionsChange")
                let table = await permissions.table
                #expect(table.permissions.count == notification.permissionItem.count)
                for item in notification.permissionItem {
                    #expect(table[item.rpcName] == SDLRPCPermission(item))
                }
            }
        }
    }

    @Test("after setHMILevel the answers change, and the emulator agrees (DISALLOWED where the manager says no)")
    func followsHMILevel() async throws {
        try await Emulator.run { headUnit, _ in
            let session = try await Emulator.connect(to: headUnit)
            let permissions = SDLPermissionManager(channel: session)
            let group = StreamRecorder(await permissions.permissionUpdates(for: ["Show", "Alert"]))
            try await ManagerLoops.withRunning(on: session, [{ await permissions.run() }]) {
                try await Emulator.register(session)
                _ = try await group.next("FULL") { $0.hmiLevel == .full && $0.status == .allAllowed }

                try await headUnit.setHMILevel(.background)
                let background = try await group.next("BACKGROUND") { $0.hmiLevel == .background }
                #expect(background.status == .mixed)
                #expect(background.allowed == ["Show": true, "Alert": false])
                #expect(await permissions.currentHMILevel == .background)
                #expect(try await session.send(SDLShow(mainField1: "Background")).resultCode == .success)
                #expect(try await session.send(SDLAlert(alertText1: "Nope")).resultCode == .disallowed)

                try await headUnit.setHMILevel(.none)
                let none = try await group.next("NONE") { $0.hmiLevel == SDLHMILevel.none }
                #expect(none.status == .allDisallowed)
                #expect(await permissions.isAllowed(SDLShow.self) == false)
                #expect(try await session.send(SDLShow(mainField1: "Hidden")).resultCode == .disallowed)

                try await headUnit.setHMILevel(.full)
                let full = try await group.next("FULL again") { $0.hmiLevel == .full }
                #expect(full.status == .allAllowed)
                #expect(await permissions.isAllowed(SDLAlert.self))
                let alert = Task { try await session.send(SDLAlert(alertText1: "Allowed", duration: 3000)) }
                _ = try await headUnit.nextOverlay(.alert)
                try await headUnit.advanceClock(by: .seconds(3))
                #expect(try await alert.value.resultCode == .success)
            }
        }
    }
}
