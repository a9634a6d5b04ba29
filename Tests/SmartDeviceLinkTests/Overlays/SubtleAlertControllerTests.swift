import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// SDLSubtleAlertController against the emulator: the exact SubtleAlert, its duration limits, its
/// answers (a button, the alert touched, none), cancellation, RPC 7.0 and its icon.
@Suite("Subtle alert controller", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct SubtleAlertControllerTests {
    @Test("the SubtleAlert carries both text fields, the prompt, buttons, duration and a cancelID; a press answers its button")
    func exactRequestAndButton() async throws {
        try await OverlayApp.run { app in
            var pressed: [String] = []
            let subtle = SDLSubtleAlertController(
                message: "Traffic ahead\nRoute 9\nis faster", prompt: "Traffic ahead", duration: .seconds(4)
            ) {
                SDLButtonView("Reroute") { pressed.append("Reroute") }
                SDLButtonView("Ignore")
            }
            let result = app.presentTyped(subtle)
            let sent = try await app.nextRequest(SDLSubtleAlert.self)
            let reroute = try #require(subtle.buttons[0].softButtonID)
            let ignore = try #require(subtle.buttons[1].softButtonID)
            #expect(reroute != ignore)
            // media-4line lists no subtleAlertText fields (a display older than SubtleAlert): both are used.
            let expected = SDLSubtleAlert(
                alertText1: "Traffic ahead", alertText2: "Route 9 is faster",
                ttsChunks: [SDLTTSChunk(text: "Traffic ahead", type: .text)], duration: 4000,
                softButtons: [
                    SDLSoftButton(type: .text, text: "Reroute", isHighlighted: false, softButtonID: reroute, systemAction: .defaultAction),
                    SDLSoftButton(type: .text, text: "Ignore", isHighlighted: false, softButtonID: ignore, systemAction: .defaultAction),
                ],
                cancelID: sent.cancelID)
            #expect(sent == expected)
            #expect(sent.cancelID != nil)
            #expect(sent.alertIcon == nil)

            try await app.headUnit.pressSoftButton(reroute)
            let answer = try await result.value
            #expect(answer.resultCode == .success)
            #expect(answer.answer?.button === subtle.buttons[0])
            #expect(answer.answer?.isTouched == false)
            try await waitUntil("the press") { !pressed.isEmpty }
            #expect(pressed == ["Reroute"])
            #expect(app.manager.presentedOverlayController == nil)
        }
    }

    @Test("the duration is clamped to the spec's 3…10 s", arguments: [
        (Duration.milliseconds(2999), 3000), (.milliseconds(3000), 3000), (.milliseconds(10000), 10000), (.milliseconds(10001), 10000),
    ])
    func durationClamped(requested: Duration, sent: Int) async throws {
        #expect(SDLSubtleAlert.Parameters.duration.minValue == 3000 && SDLSubtleAlert.Parameters.duration.maxValue == 10000)
        try await OverlayApp.run { app in
            let result = app.presentTyped(SDLSubtleAlertController(message: "Hi", duration: requested))
            #expect(try await app.nextRequest(SDLSubtleAlert.self).duration == sent)
            // It closes on the head unit's clock after the duration: TIMED_OUT (as the reference HMI), no answer.
            try await app.headUnit.advanceClock(by: .milliseconds(sent))
            let answer = try await result.value
            #expect(answer.resultCode == .timedOut)
            #expect(answer.answer == nil)
        }
    }

    @Test("touching the alert (OnSubtleAlertPressed) answers touched; no button")
    func touched() async throws {
        try await OverlayApp.run { app in
            let subtle = SDLSubtleAlertController(message: "New message from Ana", prompt: "New message") {
                SDLButtonView("Reply")
            }
            let result = app.presentTyped(subtle)
            _ = try await app.headUnit.nextOverlay(.subtleAlert)
            try await app.headUnit.pressSubtleAlert()
            let answer = try await result.value
            #expect(answer.resultCode == .success)
            #expect(answer.answer?.isTouched == true)
            #expect(answer.answer?.button == nil)
        }
    }

    @Test("cancel() sends CancelInteraction for the SubtleAlert's cancelID; the answer is ABORTED without an answer")
    func cancellation() async throws {
        try await OverlayApp.run { app in
            let subtle = SDLSubtleAlertController(message: "Parking ends in 10 min") { SDLButtonView("Extend") }
            let result = app.presentTyped(subtle)
            let sent = try await app.headUnit.nextRequest("SubtleAlert")
            _ = try await app.headUnit.nextOverlay(.subtleAlert)
            subtle.cancel()
            let cancel = try await app.headUnit.nextRequest("CancelInteraction")
            #expect(cancel.parameters["functionID"]?.intValue == SDLSubtleAlert.rpcFunctionID)
            #expect(cancel.parameters["cancelID"] == sent.parameters["cancelID"])
            let answer = try await result.value
            #expect(answer.resultCode == .aborted)
            #expect(answer.answer == nil)
        }
    }

    @Test("below RPC 7.0 the presentation throws rpcVersionTooLow and sends nothing, not even the icon")
    func versionTooLow() async throws {
        try await AlertFixtures.runApp(rpcVersion: SDLRPCVersion(6, 2, 0)) { headUnit, root in
            let subtle = SDLSubtleAlertController(message: "Hi", icon: try AlertFixtures.artwork("old.png")) { SDLButtonView("OK") }
            let error = await #expect(throws: SDLError.self) { try await root.presentOverlayController(subtle) }
            #expect(error?.code == .rpcVersionTooLow)
            #expect(error?.rpcName == "SubtleAlert")
            #expect(error?.message.contains("7.0") == true)
            await #expect(throws: (any Error).self) { _ = try await headUnit.nextRequest("SubtleAlert", timeout: .milliseconds(300)) }
            await #expect(throws: (any Error).self) { _ = try await headUnit.nextRequest("PutFile", timeout: .milliseconds(100)) }
        }
    }

    @Test("neither message nor prompt, or three buttons (the spec takes two), end with invalidOverlay unsent")
    func invalid() async throws {
        try await OverlayApp.run { app in
            let three = (0..<3).map { SDLButtonView("B\($0)") }
            let tooMany = await #expect(throws: SDLError.self) { try await app.presentTyped(SDLSubtleAlertController(message: "Hi", buttons: three)).value }
            #expect(tooMany?.code == .invalidOverlay)
            let empty = await #expect(throws: SDLError.self) { try await app.presentTyped(SDLSubtleAlertController(message: " \n", prompt: "")).value }
            #expect(empty?.code == .invalidOverlay)
            #expect(await app.receivesNoRequest("SubtleAlert"))
        }
    }

    @Test("the icon is uploaded before the SubtleAlert that shows it")
    func iconUploadedFirst() async throws {
        try await OverlayApp.run { app in
            let icon = try AlertFixtures.artwork("traffic.png")
            let result = app.presentTyped(SDLSubtleAlertController(message: "Traffic", icon: icon, duration: .seconds(3)))
            let requests = try await app.requests(["PutFile", "SubtleAlert"], until: "SubtleAlert")
            #expect(requests.map(\.function) == ["PutFile", "SubtleAlert"])
            #expect(requests.first?.parameters["syncFileName"]?.stringValue == "traffic.png")
            let sent = try SDLSubtleAlert(json: .object(try #require(requests.last).parameters))
            #expect(sent.alertIcon == icon.image)
            _ = try await app.headUnit.nextOverlay(.subtleAlert)
            try await app.headUnit.pressSubtleAlert()
            let answer = try await result.value
            #expect(answer.resultCode == .success)
            #expect(answer.info == nil)
            #expect(answer.answer?.isTouched == true)
        }
    }

    @Test("a failed icon upload shows the SubtleAlert without it; the result is WARNINGS naming the icon")
    func iconUploadFailed() async throws {
        try await OverlayApp.run { app in
            // Core's file-name rules refuse a name with "../": the upload fails.
            let subtle = SDLSubtleAlertController(message: "Traffic", icon: try AlertFixtures.artwork("../bad.png")) { SDLButtonView("OK") }
            let result = app.presentTyped(subtle)
            let request = try await app.headUnit.nextRequest("SubtleAlert")
            #expect(request.parameters["alertIcon"] == nil)
            #expect(request.parameters["alertText1"]?.stringValue == "Traffic")
            try await app.headUnit.pressSoftButton(try #require(subtle.buttons[0].softButtonID))
            let answer = try await result.value
            #expect(answer.answer?.button === subtle.buttons[0])
            #expect(answer.resultCode == .warnings)
            #expect(answer.info?.contains("'../bad.png'") == true, "\(answer.info ?? "no info")")
        }
    }

    @Test("a touch that comes after the head unit's answer still counts within the grace, and only then")
    func lateTouch() async throws {
        let channel = TouchChannel()
        let touches = SDLSubtleAlertTouches(on: channel)
        defer { touches.stop() }
        let clock = ContinuousClock()
        let start = clock.now
        #expect(await touches.waitForTouch(within: .milliseconds(50)) == false)
        #expect(clock.now - start >= .milliseconds(50))
        Task {
            try await Task.sleep(for: .milliseconds(20))
            channel.touch()
        }
        // A wait far longer than the touch takes: it must end with the touch, not the timeout (a
        // loaded parallel run has kept the main actor from the touch's task for seconds).
        let late = clock.now
        let wait = TestTime.scaled(.seconds(30))
        #expect(await touches.waitForTouch(within: wait))
        #expect(clock.now - late < wait * 0.8, "a touch ends the wait before its timeout")
        #expect(touches.isTouched)
    }
}

/// A channel that only delivers OnSubtleAlertPressed, when ``touch()`` is called.
private final class TouchChannel: SDLRPCChannel, @unchecked Sendable {
    private let stream: AsyncStream<SDLOnSubtleAlertPressed>
    private let continuation: AsyncStream<SDLOnSubtleAlertPressed>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream(of: SDLOnSubtleAlertPressed.self)
    }

    func touch() {
        continuation.yield(SDLOnSubtleAlertPressed())
    }

    func send<Request: SDLRequest>(_ request: Request, bulkData: [UInt8]?, timeout: Duration?) async throws(SDLError) -> Request.Response {
        throw SDLError(code: .notConnected, message: "TouchChannel sends nothing")
    }

    func notifications<Notification: SDLNotification>(of type: Notification.Type) -> AsyncStream<Notification> {
        (stream as? AsyncStream<Notification>) ?? AsyncStream { $0.finish() }
    }

    var maximumFramePayloadSize: Int { 131_072 }
}
