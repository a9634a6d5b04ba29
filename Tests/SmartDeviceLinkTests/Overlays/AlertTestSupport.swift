import SDLTestSupport
import SDLHeadUnit
@testable import SmartDeviceLink
import Testing

/// Helpers of the subtle alert and alert icon tests.
extension OverlayApp {
    /// Presents `overlay` from the root controller; the task ends with its typed result.
    func presentTyped<Overlay: SDLOverlayAnswering>(_ overlay: Overlay) -> Task<SDLOverlayResult<Overlay.Answer>, any Error> {
        let root = self.root
        return Task { @MainActor in try await root.presentOverlayController(overlay) }
    }

    /// The functions of the requests named in `functions` the head unit receives up to and
    /// including the first named `last`, in order.
    func requests(_ functions: Set<String>, until last: String) async throws -> [SDLHeadUnitRequest] {
        var received: [SDLHeadUnitRequest] = []
        while received.last?.function != last {
            let event = try await headUnit.nextEvent { event in
                if case .request(let request) = event { return functions.contains(request.function) }
                return false
            }
            if case .request(let request) = event { received.append(request) }
        }
        return received
    }
}

/// Test data for alerts.
enum AlertFixtures {
    /// A PNG artwork named `name`.
    static func artwork(_ name: String, seed: UInt8 = 1) throws -> SDLArtwork {
        try SDLArtwork(imageData: ScreenHarness.png(seed: seed), name: name)
    }

    /// An MP3 audio file named `name`.
    static func chime(_ name: String = "chime.mp3") -> SDLFile {
        SDLFile(name: name, data: [0x49, 0x44, 0x33] + (0..<64).map { UInt8($0) }, fileType: .audioMp3)
    }

    /// media-4line with `FILE` among its speech capabilities.
    static var playsFiles: SDLDisplayProfile {
        var profile = SDLDisplayProfile.media4Line
        profile.capabilities["speechCapabilities"] = .array([.string("TEXT"), .string("PRE_RECORDED"), .string("FILE")])
        return profile
    }

    /// Runs `body` with an app at RPC `version`, active on an emulator, and its root controller.
    @MainActor
    static func runApp(
        rpcVersion version: SDLRPCVersion, _ body: (SDLHeadUnit, SDLViewController) async throws -> Void
    ) async throws {
        try await Emulator.run { headUnit in
            var configuration = AppHarness.configuration(port: headUnit.port, appName: "Older App")
            configuration.lifecycle.rpcVersion = version
            let root = SDLViewController()
            let application = SDLApplication(configuration: configuration, rootViewController: root, delegate: nil)
            var events = application.events().makeAsyncIterator()
            application.start()
            while let event = await events.next(), event != .didBecomeActive {}
            try await body(headUnit, root)
            await application.stop()
        }
    }
}
