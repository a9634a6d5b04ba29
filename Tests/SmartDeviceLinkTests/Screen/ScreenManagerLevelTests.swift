import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

@Suite("Screen manager: HMI level and disconnects", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ScreenManagerLevelTests {
    @Test("nothing is sent in NONE; the latest screen goes out on the first FULL and the waiting update() returns")
    func waitsForFull() async throws {
        try await ScreenHarness.run(autoActivate: false) { context async throws in
            try await context.waitForLevel(SDLHMILevel.none)
            let text = SDLTextView(fields: ["first"])
            context.manager.present(SDLView(subviews: [text]), template: nil)
            await context.expectNoShow(within: .milliseconds(400))
            text.fields = ["second"]
            let outcomes = Recorder<SDLError?>()
            context.manager.update { outcomes.record($0) }
            await context.expectNoShow(within: .milliseconds(200))
            #expect(outcomes.values.isEmpty)
            try await context.headUnit.activate()
            #expect(try await context.nextShow() == SDLShow(mainField1: "second"))
            #expect(await eventually { outcomes.values.count == 1 })
            #expect(outcomes.values.first.flatMap { $0 } == nil)
            await context.expectNoShow()
        }
    }

    @Test("a disconnect during an update: its completion gets an error, exactly once; later updates fail at once")
    func disconnectDuringUpdate() async throws {
        try await ScreenHarness.run(maximumPayloadSize: 1024) { context async throws in
            let text = SDLTextView(fields: ["Uploading"])
            let artwork = try SDLArtwork(imageData: ScreenHarness.png(seed: 9, count: 600_000))
            context.manager.present(SDLView(subviews: [text, SDLImageView(artwork: artwork)]), template: nil)
            let outcomes = Recorder<SDLError?>()
            context.manager.update { outcomes.record($0) }
            #expect(try await context.nextShow() == SDLShow(mainField1: "Uploading"))
            _ = try await context.headUnit.nextRequest("PutFile")
            try await context.headUnit.disconnectApp()
            #expect(await eventually { outcomes.values.count == 1 })
            try await Task.sleep(for: .milliseconds(200))
            #expect(outcomes.values.count == 1)
            let error = try #require(outcomes.values.first.flatMap { $0 })
            #expect([.uploadFailed, .channelFailed, .connectionClosed].contains(error.code))

            #expect(await eventually { context.manager.isStopped })
            let later = await #expect(throws: SDLError.self) { try await context.manager.update() }
            #expect(later?.code == .connectionClosed)
        }
    }
}

@Suite("Screen manager: BACKGROUND and text Core would refuse", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ScreenManagerBackgroundTests {
    @Test("BACKGROUND sends the screen too (the policy allows Show there)")
    func backgroundSends() async throws {
        try await ScreenHarness.run(autoActivate: false) { context async throws in
            try await context.waitForLevel(SDLHMILevel.none)
            context.manager.present(SDLView(subviews: [SDLTextView(fields: ["Behind"])]), template: nil)
            await context.expectNoShow()
            try await context.headUnit.setHMILevel(.background)
            #expect(try await context.nextShow() == SDLShow(mainField1: "Behind"))
        }
    }

    @Test("newlines, tabs and spaces-only text are cleaned so the head unit accepts the Show")
    func cleansText() async throws {
        try await ScreenHarness.run { context async throws in
            let text = SDLTextView(fields: ["Line\none", "Tab\there", "   "], statusBar: "  ")
            context.manager.present(SDLView(subviews: [text]), template: nil)
            try await context.manager.update()
            #expect(try await context.nextShow() == SDLShow(mainField1: "Line one", mainField2: "Tab here"))
            let response = try await context.headUnit.nextResponse("Show")
            #expect(response.success)
            #expect(response.resultCode == "SUCCESS")
        }
    }
}
