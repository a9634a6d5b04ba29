import SDLTestSupport
import SDLHeadUnit
import SDLRPC
@testable import SmartDeviceLink
import Testing

/// The media clock and the app icon of a media app, on the emulator: what reaches the head unit,
/// how often, and what a reconnect restores.
@MainActor
@Suite("Media app: media clock and app icon on the emulator")
struct MediaAppEmulatorTests {
    static let iconBytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + (0..<48).map { UInt8($0) }

    /// The requests named `function` the emulator got.
    static func requests(_ function: String, in log: SDLMessageLogMemory) -> [SDLJSONObject] {
        log.entries.filter { $0["direction"] == "in" && $0["type"] == "request" && $0["function"]?.stringValue == function }
    }

    /// What a media app's start fires on an emulator that activates it (a media app in FULL is audible).
    static let mediaStart: [SDLApplicationEvent] = [.didConnect, .didFinishLaunching, .didBecomeActive, .didBecomeAudible]

    /// Starts `harness`'s media app, waits until it is FULL and audible and its first screen is on
    /// the head unit; returns the screen manager.
    static func startMedia(_ harness: AppHarness) async throws -> SDLScreenManager {
        harness.application.start()
        try await harness.expect(mediaStart)
        let screen = try #require(harness.application.screenManager)
        try await screen.update()
        return screen
    }

    /// A controller showing a text view and `clock`.
    static func root(_ clock: SDLMediaClockView) -> SDLViewController {
        let controller = SDLViewController()
        controller.view = SDLView(subviews: [SDLTextView(fields: ["Blue in Green"]), clock])
        return controller
    }

    @Test("The media clock and the app icon reach the emulator and come back once each after a reconnect; the icon is uploaded once")
    func restoredAfterReconnect() async throws {
        let log = SDLMessageLogMemory()
        try await Emulator.run({ $0.messageLog = log }) { headUnit in
            let icon = try SDLArtwork(imageData: Self.iconBytes, name: "media-app-icon")
            let beforeDeclaring = ContinuousClock.now
            let clock = SDLMediaClockView(clock: .playing(at: .seconds(42), of: .seconds(215)))
            let afterDeclaring = ContinuousClock.now
            let harness = AppHarness(
                headUnit: headUnit, isMedia: true, reconnect: AppHarness.fastReconnect, root: Self.root(clock)
            ) { $0.appIcon = icon }
            let screen = try await Self.startMedia(harness)
            _ = try await headUnit.nextResponse("SetAppIcon")
            let firstSeen = ContinuousClock.now
            var app = try #require(try await headUnit.apps().first)
            #expect(app.appIcon == "media-app-icon")
            #expect(app.mediaClock?.updateMode == "COUNTUP")
            #expect((42...42 + Int((firstSeen - beforeDeclaring).components.seconds)).contains(app.mediaClock?.startSeconds ?? 0))
            #expect(app.mediaClock?.endSeconds == 215)
            #expect(app.mediaClock?.indicator == "PAUSE")
            let shown = app.mediaClock?.startSeconds ?? 0
            #expect(try await headUnit.renderText().contains("clock: COUNTUP 0:\(shown) / 3:35 · PAUSE"))
            try await screen.update()
            #expect(Self.requests("SetMediaClockTimer", in: log).count == 1)

            let disconnected = ContinuousClock.now
            try await headUnit.disconnectApp()
            try await harness.expect([.didDisconnect] + Self.mediaStart)
            try await #require(harness.application.screenManager).update()
            _ = try await headUnit.nextResponse("SetAppIcon")
            let restored = ContinuousClock.now
            app = try #require(try await headUnit.apps().first)
            #expect(app.appIcon == "media-app-icon")
            #expect(app.mediaClock?.updateMode == "COUNTUP")
            // The clock moved on by the time between its declaration and the second SetMediaClockTimer:
            // at least until the disconnect, at most until the restored clock was seen (however slow the machine).
            let movedAtLeast = Int((disconnected - afterDeclaring).components.seconds)
            let movedAtMost = Int((restored - beforeDeclaring).components.seconds)
            #expect((42 + movedAtLeast...42 + movedAtMost).contains(app.mediaClock?.startSeconds ?? 0), "restarted where it had got to")
            #expect(Self.requests("SetMediaClockTimer", in: log).count == 2, "one per registration")
            #expect(Self.requests("SetAppIcon", in: log).count == 2, "one per registration")
            let iconUploads = Self.requests("PutFile", in: log).filter { $0["parameters"]?.objectValue?["syncFileName"] == "media-app-icon" }
            #expect(iconUploads.count == 1, "the head unit still lists the persistent icon after the reconnect")
            #expect(iconUploads.first?["parameters"]?.objectValue?["persistentFile"] == true)
            await harness.stop()
        }
    }

    @Test("Two identical clock states send one SetMediaClockTimer; a change sends one more, a removed clock one CLEAR")
    func sentOnlyWhenChanged() async throws {
        let log = SDLMessageLogMemory()
        try await Emulator.run({ $0.messageLog = log }) { headUnit in
            let clock = SDLMediaClockView(clock: .paused(at: .seconds(61), of: .seconds(215)))
            let text = SDLTextView(fields: ["One"])
            let controller = SDLViewController()
            controller.view = SDLView(subviews: [text, clock])
            let harness = AppHarness(headUnit: headUnit, isMedia: true, root: controller)
            let screen = try await Self.startMedia(harness)
            clock.clock = .paused(at: .seconds(61), of: .seconds(215))
            text.fields = ["Two"]
            try await screen.update()
            // The same paused clock declared by another view of a new tree is the same state too.
            controller.view = SDLView(subviews: [SDLTextView(fields: ["Three"]), SDLMediaClockView(clock: .paused(at: .seconds(61), of: .seconds(215)))])
            try await screen.update()
            #expect(Self.requests("SetMediaClockTimer", in: log).count == 1)
            #expect(try await headUnit.apps().first?.mediaClock?.updateMode == "PAUSE")

            (controller.view.subviews[1] as? SDLMediaClockView)?.clock = .playing(at: .seconds(61), of: .seconds(215))
            try await screen.update()
            #expect(Self.requests("SetMediaClockTimer", in: log).count == 2)
            #expect(try await headUnit.apps().first?.mediaClock?.updateMode == "COUNTUP")

            controller.view.subviews.removeLast()
            try await screen.update()
            let sent = Self.requests("SetMediaClockTimer", in: log)
            #expect(sent.count == 3)
            #expect(sent.last?["parameters"]?.objectValue?["updateMode"] == "CLEAR")
            #expect(try await headUnit.apps().first?.mediaClock == nil)
            await harness.stop()
        }
    }

    @Test("A non-media app's clock is refused as Core refuses it (REJECTED), reported in errors()")
    func nonMediaAppRefused() async throws {
        try await Emulator.run { headUnit in
            let harness = AppHarness(headUnit: headUnit, isMedia: false, root: Self.root(SDLMediaClockView(clock: .playing(at: .zero))))
            try await harness.startActive()
            let screen = try #require(harness.application.screenManager)
            await #expect {
                try await screen.update()
            } throws: { error in
                (error as? SDLError)?.resultCode == .rejected && (error as? SDLError)?.rpcName == "SetMediaClockTimer"
            }
            await harness.stop()
        }
    }

    @Test("An icon the head unit refuses (not a file of the app: INVALID_DATA, as Core) is one appIcon error in errors()")
    func refusedIcon() async throws {
        try await Emulator.run { headUnit in
            let harness = AppHarness(headUnit: headUnit) { $0.appIcon = SDLArtwork(staticIcon: "0x11") }
            let errors = StreamRecorder(harness.application.errors())
            try await harness.startActive()
            let reported = try await errors.next("the icon's refusal") { $0.feature == .appIcon }
            #expect(reported.rpcName == "SetAppIcon")
            #expect(reported.error.resultCode == .invalidData)
            await harness.stop()
        }
    }

    @Test("An app with neither clock nor icon sends no SetMediaClockTimer, PutFile or SetAppIcon")
    func nothingDeclaredNothingSent() async throws {
        let log = SDLMessageLogMemory()
        try await Emulator.run({ $0.messageLog = log }) { headUnit in
            let controller = SDLViewController()
            controller.view = SDLView(subviews: [SDLTextView(fields: ["Plain"])])
            let harness = AppHarness(headUnit: headUnit, isMedia: true, root: controller)
            _ = try await Self.startMedia(harness)
            for function in ["SetMediaClockTimer", "PutFile", "SetAppIcon", "SystemRequest"] {
                #expect(Self.requests(function, in: log).isEmpty, "\(function)")
            }
            await harness.stop()
        }
    }
}
