import SDLRPC
import SDLSession
import Testing

@Suite("System capability manager")
struct SDLSystemCapabilityManagerTests {
    typealias F = CapabilityFixtures

    static func navigation(subscribe: Bool? = nil) -> SDLGetSystemCapabilityResponse {
        SDLGetSystemCapabilityResponse(
            systemCapability: SDLSystemCapability(systemCapabilityType: .navigation,
                                                  navigationCapability: SDLNavigationCapability(sendLocationEnabled: true)),
            resultCode: .success, success: true)
    }

    @Test("seeding from the registration reports DISPLAYS")
    func seed() async {
        let manager = SDLSystemCapabilityManager(channel: SDLScriptedChannel())
        let updates = await manager.updates()
        await manager.update(from: F.registration())
        let seen = await firstValues(1, of: updates)
        #expect(seen.first?.type == .displays)
        #expect(seen.first?.source == .registration)
        #expect(await manager.capabilities.numberOfSoftButtons == 4)
    }

    @Test("GetSystemCapability with subscribe at RPC 8.0 stores the answer and the subscription")
    func fetchSubscribe() async throws {
        let channel = SDLScriptedChannel()
        channel.respond(to: SDLGetSystemCapability.self, with: Self.navigation())
        let manager = SDLSystemCapabilityManager(channel: channel)
        await manager.update(from: F.registration())
        let updates = await manager.updates()
        let capability = try await manager.fetchCapability(.navigation, subscribe: true)
        #expect(capability.navigationCapability?.sendLocationEnabled == true)
        let request = try #require(channel.sent(SDLGetSystemCapability.self).first?.request)
        #expect(request == SDLGetSystemCapability(systemCapabilityType: .navigation, subscribe: true))
        #expect(await manager.subscribedTypes == [.navigation])
        #expect(await manager.capabilities.capability(of: .navigation) == capability)
        #expect(await firstValues(1, of: updates).first == SDLSystemCapabilityUpdate(type: .navigation, capability: capability, source: .response))
    }

    @Test("subscribe is left out below RPC 5.1 and for DISPLAYS")
    func noSubscribe() async throws {
        let channel = SDLScriptedChannel()
        channel.respond(to: SDLGetSystemCapability.self, with: Self.navigation())
        let manager = SDLSystemCapabilityManager(channel: channel)
        await manager.update(from: F.registration(version: SDLRPCVersion(5, 0, 0)))
        try await manager.fetchCapability(.navigation, subscribe: true)
        #expect(channel.sent(SDLGetSystemCapability.self).last?.request.subscribe == nil)
        #expect(await manager.subscribedTypes.isEmpty)

        await manager.update(from: F.registration())
        channel.respond(to: SDLGetSystemCapability.self, with: SDLGetSystemCapabilityResponse(
            systemCapability: SDLSystemCapability(systemCapabilityType: .displays, displayCapabilities: [
                SDLDisplayCapability(windowCapabilities: [SDLWindowCapability(windowID: 0, templatesAvailable: ["ONLY"])]),
            ]), resultCode: .success, success: true))
        let displays = try await manager.fetchCapability(.displays, subscribe: true)
        #expect(channel.sent(SDLGetSystemCapability.self).last?.request.subscribe == nil)
        // The answer was merged: window 0 replaced, the display name from the registration kept.
        #expect(displays.displayCapabilities?.first?.displayName == "GEN3_8-INCH")
        #expect(await manager.capabilities.templatesAvailable == ["ONLY"])
    }

    @Test("a refused or empty GetSystemCapability is an error")
    func fetchErrors() async throws {
        let channel = SDLScriptedChannel()
        channel.respond(to: SDLGetSystemCapability.self, with: SDLGetSystemCapabilityResponse(resultCode: .disallowed, success: false))
        let manager = SDLSystemCapabilityManager(channel: channel)
        do {
            try await manager.fetchCapability(.phoneCall)
            Issue.record("expected a failure")
        } catch {
            #expect(error.code == .requestFailed)
            #expect(error.resultCode == .disallowed)
        }
        channel.respond(to: SDLGetSystemCapability.self, with: SDLGetSystemCapabilityResponse(resultCode: .success, success: true))
        do {
            try await manager.fetchCapability(.phoneCall)
            Issue.record("expected a failure")
        } catch {
            #expect(error.code == .missingCapability)
        }
        #expect(await manager.capabilities.capability(of: .phoneCall) == nil)
    }

    @Test("OnSystemCapabilityUpdated merges DISPLAYS per window while running")
    func notifications() async throws {
        let channel = SDLScriptedChannel()
        let manager = SDLSystemCapabilityManager(channel: channel)
        await manager.update(from: F.registration())
        try await withManagerRunning({ await manager.run() }) {
            let updates = await manager.updates()
            let widget = SDLWindowCapability(windowID: 1, templatesAvailable: ["WIDGET"])
            channel.push(SDLOnSystemCapabilityUpdated(systemCapability: SDLSystemCapability(
                systemCapabilityType: .displays, displayCapabilities: [SDLDisplayCapability(windowCapabilities: [widget])])))
            let seen = await firstValues(1, of: updates)
            #expect(seen.first?.source == .notification)
            #expect(seen.first?.capability?.displayCapabilities?.first?.windowCapabilities?.count == 2)
            let caps = await manager.capabilities
            #expect(caps.windowCapability(1) == widget)
            #expect(caps.maximumNumberOfMainFieldLines == 3)       // main window untouched
        }
    }
}
