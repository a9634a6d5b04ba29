import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// The application with its real screen manager against the emulator: what reaches the head unit
/// across a reconnect, and a Show the app sends by hand.
@Suite("Application and screen against the emulator", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ApplicationScreenTests {
    @Test("after a drop the app reconnects and draws the current screen once, with the same soft button IDs")
    func redrawsOnceAfterReconnect() async throws {
        try await Emulator.run { headUnit in
            let text = SDLTextView(fields: ["Root"])
            let button = SDLButtonView("Go")
            let root = ViewsViewController([text, button], layout: .nonMedia)
            let harness = AppHarness(headUnit: headUnit, reconnect: AppHarness.fastReconnect, root: root)
            let firstScreen = try await harness.startAndShow()
            let firstID = try #require(button.softButtonID)

            // Changed while disconnected: the old screen manager is gone with its connection.
            try await headUnit.disconnectApp()
            try await harness.expect([.didDisconnect])
            text.fields = ["Root, changed offline"]
            await #expect(throws: SDLError.self) { try await firstScreen.update() }
            headUnit.discardEvents()

            try await harness.expect([.didConnect, .didFinishLaunching, .didBecomeActive])
            let secondScreen = try #require(harness.application.screenManager)
            #expect(secondScreen !== firstScreen)
            try await secondScreen.update()
            let show = try await headUnit.nextShow()
            #expect(show.parameters["mainField1"]?.stringValue == "Root, changed offline")
            #expect(show.parameters["templateConfiguration"]?.objectValue?["template"]?.stringValue == "NON-MEDIA")
            let ids = show.parameters["softButtons"]?.arrayValue?.compactMap { $0.objectValue?["softButtonID"]?.intValue }
            #expect(ids == [firstID])
            #expect(button.softButtonID == firstID)
            // Drawn once: no second Show follows.
            await #expect(throws: (any Error).self) { try await headUnit.nextShow(timeout: .milliseconds(300)) }
            await harness.stop()
        }
    }

    @Test("a new button after a reconnect never takes the ID of a live button from before it")
    func buttonIDsUniqueAcrossRegistrations() async throws {
        try await Emulator.run { headUnit in
            let rootButton = SDLButtonView("Root")
            let root = ViewsViewController([rootButton])
            let harness = AppHarness(headUnit: headUnit, mode: .stack, reconnect: AppHarness.fastReconnect, root: root)
            _ = try await harness.startAndShow()
            let rootID = try #require(rootButton.softButtonID)

            try await headUnit.disconnectApp()
            try await harness.expect([.didDisconnect])
            let detailButton = SDLButtonView("Detail")
            try root.showViewController(ViewsViewController([detailButton]))
            try await harness.expect([.didConnect, .didFinishLaunching, .didBecomeActive])
            try await #require(harness.application.screenManager).update()
            let detailID = try #require(detailButton.softButtonID)
            #expect(detailID != rootID)
            await harness.stop()
        }
    }

    @Test("a Show sent by hand changes what the screen manager knows; its next update sends only the difference")
    func handSentShow() async throws {
        try await Emulator.run { headUnit in
            let text = SDLTextView(fields: ["A", "B"])
            let harness = AppHarness(headUnit: headUnit, root: ViewsViewController([text]))
            let screen = try await harness.startAndShow()
            headUnit.discardEvents()

            let response = try await harness.application.send(SDLShow(mainField2: "by hand"))
            #expect(response.success)
            #expect(screen.shownScreen.mainField2 == "by hand")
            // The emulator records a Show's event before answering it, so the start-up's are gone.
            #expect(try await headUnit.nextShow().parameters["mainField2"]?.stringValue == "by hand")
            // The view still says B for line 2: the next update puts it back, and only it.
            text.fields = ["A", "B"]
            try await screen.update()
            let show = try await headUnit.nextShow()
            #expect(show.parameters == ["mainField2": "B"])
            await harness.stop()
        }
    }
}
