import Foundation
import NIOCore
import SDLHeadUnit
import SDLProtocol
import SDLRPC
import SDLTestSupport
import Testing

/// `SDLHeadUnitConfiguration.captureDirectory`: each connection's frames, both directions, in a
/// file `SDLCaptureReader` reads back.
@Suite("The emulator's capture files")
struct CaptureTests {
    static func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-capture-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    static func rpcs(_ events: [SDLCaptureEvent]) -> [SDLCapturedRPC] {
        events.compactMap { if case .rpc(let rpc) = $0 { rpc } else { nil } }
    }

    @Test("a registration and a Show: connection-1.sdl reads back as the StartService and its ACK, then RegisterAppInterface and Show with their responses, without an error")
    func registrationAndShow() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try await HeadUnitHarness.run({ $0.captureDirectory = directory }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit, appName: "Music")
            try await client.hmiStatus("FULL")
            let response = try await client.request(FID.show, ["mainField1": "captured"])
            #expect(response.resultCode == "SUCCESS")
        }
        let capture = try Array(Data(contentsOf: URL(fileURLWithPath: directory + "/connection-1.sdl")))
        let events = SDLCaptureReader.events(in: capture)
        let errors = events.compactMap { if case .error(let error, _) = $0 { error } else { nil } }
        #expect(errors.isEmpty, "\(errors)")

        let controls = events.compactMap { if case .control(let frame, _) = $0 { frame.header } else { nil } }
        #expect(controls.first?.controlFrameInfo == .startService)
        #expect(controls.first?.version == 1, "the app's first StartService has a v1 header (8 bytes)")
        #expect(controls.dropFirst().first?.controlFrameInfo == .startServiceACK)

        let rpcs = Self.rpcs(events).map { ($0.payload.rpcType, Int($0.payload.functionID)) }
        let expected: [(SDLRPCType, Int)] = [
            (.request, FID.registerAppInterface), (.response, FID.registerAppInterface), (.request, FID.show), (.response, FID.show),
        ]
        let found = rpcs.filter { rpc in expected.contains { $0 == rpc } }
        #expect(found.map(\.0) == expected.map(\.0) && found.map(\.1) == expected.map(\.1), "in the order they passed: \(rpcs)")
        let show = Self.rpcs(events).first { $0.payload.rpcType == .request && Int($0.payload.functionID) == FID.show }
        #expect(show.map { String(decoding: $0.payload.json.readableBytesView, as: UTF8.self) }?.contains(#""mainField1":"captured""#) == true)
        #expect(Self.rpcs(events).allSatisfy { $0.version == 5 }, "after negotiation every frame has a v5 header")
    }

    @Test("each connection has its own file; a directory that cannot be written loses no connection")
    func connectionsAndUnwritableDirectory() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try await HeadUnitHarness.run({ $0.captureDirectory = directory }) { headUnit, _ in
            _ = try await TestSDLClient.registered(to: headUnit, appName: "One")
            _ = try await TestSDLClient.registered(to: headUnit, appName: "Two")
        }
        for name in ["connection-1.sdl", "connection-2.sdl"] {
            let capture = try Array(Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)))
            let registrations = Self.rpcs(SDLCaptureReader.events(in: capture)).filter { Int($0.payload.functionID) == FID.registerAppInterface }
            #expect(registrations.count == 2, "\(name): the request and its response")
        }

        try await HeadUnitHarness.run({ $0.captureDirectory = directory + "/missing" }) { headUnit, _ in
            let (_, registration) = try await TestSDLClient.registered(to: headUnit, appName: "Uncaptured")
            #expect(registration.resultCode == "SUCCESS")
        }
        #expect(!FileManager.default.fileExists(atPath: directory + "/missing"))
    }
}
