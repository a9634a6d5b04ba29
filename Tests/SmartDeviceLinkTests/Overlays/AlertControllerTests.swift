import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// SDLAlertController against the emulator: the exact Alert it sends, and its buttons.
@Suite("Alert controller", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct AlertControllerTests {
    @Test("the Alert carries the message over three fields, the prompt, buttons, tone, indicator, duration and a cancelID")
    func exactAlert() async throws {
        try await OverlayApp.run { app in
            var pressed: [String] = []
            let alert = SDLAlertController(
                message: "Fuel is low.\nFind a station?\nNearest: 2 km\nOpen now", prompt: "Fuel is low",
                playsTone: true, showsProgressIndicator: true, duration: .seconds(8)
            ) {
                SDLButtonView("Yes") { pressed.append("Yes \($0.kind)") }
                SDLButtonView("No") { _ in pressed.append("No") }
            }
            let completions = app.present(alert)
            let sent = try await app.nextRequest(SDLAlert.self)
            let yes = try #require(alert.buttons[0].softButtonID)
            let no = try #require(alert.buttons[1].softButtonID)
            #expect(yes != no)
            let expected = SDLAlert(
                alertText1: "Fuel is low.", alertText2: "Find a station?", alertText3: "Nearest: 2 km Open now",
                ttsChunks: [SDLTTSChunk(text: "Fuel is low", type: .text)], duration: 8000, playTone: true,
                progressIndicator: true,
                // The head unit fills in the spec's default systemAction, as SDL Core does.
                softButtons: [
                    SDLSoftButton(type: .text, text: "Yes", isHighlighted: false, softButtonID: yes, systemAction: .defaultAction),
                    SDLSoftButton(type: .text, text: "No", isHighlighted: false, softButtonID: no, systemAction: .defaultAction),
                ],
                cancelID: sent.cancelID)
            #expect(sent == expected)
            #expect(sent.cancelID != nil)

            // The press reaches the button view's handler; the head unit closes the alert with SUCCESS.
            try await app.headUnit.pressSoftButton(yes)
            #expect(try await completions.resultCode() == .success)
            try await waitUntil("the press") { !pressed.isEmpty }
            #expect(pressed == ["Yes shortPress"])
            #expect(app.manager.presentedOverlayController == nil)
        }
    }

    @Test("on a display with two alert fields the extra lines join the second; false flags and zero duration are left out")
    func twoFieldsAndOmissions() async throws {
        try await OverlayApp.run(profile: .basic1Line) { app in
            let alert = SDLAlertController(message: "One\nTwo\n\nThree", prompt: nil)
            let completions = app.present(alert)
            let request = try await app.headUnit.nextRequest("Alert")
            let sent = try SDLAlert(json: .object(request.parameters))
            #expect(sent.alertText1 == "One")
            #expect(sent.alertText2 == "Two Three")
            #expect(sent.alertText3 == nil)
            for key in ["alertText3", "ttsChunks", "playTone", "progressIndicator", "softButtons"] {
                #expect(request.parameters[key] == nil, "\(key) was sent")
            }
            // The head unit fills in the spec's default duration, as SDL Core does (the app sent none:
            // OverlayRequestTests checks what leaves the app).
            #expect(sent.duration == SDLAlert.Parameters.duration.defaultInteger)
            // No buttons, no duration: the head unit's default (5 s) on its clock, then SUCCESS.
            try await app.headUnit.advanceClock(by: .seconds(5))
            #expect(try await completions.resultCode() == .success)
        }
    }

    @Test("a prompt without a message is sent as speech only")
    func promptOnly() async throws {
        try await OverlayApp.run { app in
            let completions = app.present(SDLAlertController(message: nil, prompt: SDLPrompt([SDLTTSChunk(text: "Ding", type: .text)]), duration: .seconds(3)))
            let sent = try await app.nextRequest(SDLAlert.self)
            #expect(sent.alertText1 == nil)
            #expect(sent.ttsChunks == [SDLTTSChunk(text: "Ding", type: .text)])
            #expect(sent.duration == 3000)
            try await app.headUnit.advanceClock(by: .seconds(3))
            #expect(try await completions.resultCode() == .success)
        }
    }

    @Test("too many buttons for the spec or the head unit, or no text and no prompt, end with invalidOverlay unsent")
    func invalidAlerts() async throws {
        try await OverlayApp.run(profile: .basic1Line) { app in
            let specMaximum = try #require(SDLAlert.Parameters.softButtons.maxSize)
            let tooManyForSpec = (0...specMaximum).map { SDLButtonView("B\($0)") }
            #expect(try await app.present(SDLAlertController(message: "Hi", buttons: tooManyForSpec)).errorCode() == .invalidOverlay)
            // basic-1line shows two soft buttons.
            let three = (0..<3).map { SDLButtonView("B\($0)") }
            #expect(try await app.present(SDLAlertController(message: "Hi", buttons: three)).errorCode() == .invalidOverlay)
            #expect(try await app.present(SDLAlertController(message: " \n ")).errorCode() == .invalidOverlay)
            let imageless = SDLButtonView(SDLSoftButtonState(name: "empty"), otherStates: [])
            #expect(try await app.present(SDLAlertController(message: "Hi", buttons: [imageless])).errorCode() == .invalidOverlay)
            #expect(await app.receivesNoRequest("Alert"))
            #expect(app.manager.overlayControllers.isEmpty)
        }
    }

    @Test("a button's artwork is uploaded before the Alert that shows it, once")
    func artworkUploadedFirst() async throws {
        try await OverlayApp.run { app in
            let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + (0..<64).map { UInt8($0) }
            let icon = try SDLArtwork(imageData: png, name: "overlay-icon")
            let button = SDLButtonView("Go", artwork: icon)
            let completions = app.present(SDLAlertController(message: "With icon", buttons: [button]))
            let first = try await app.headUnit.nextEvent { event in
                if case .request(let request) = event { return request.function == "PutFile" || request.function == "Alert" }
                return false
            }
            guard case .request(let put) = first else { throw CancellationError() }
            #expect(put.function == "PutFile")
            #expect(put.parameters["syncFileName"]?.stringValue == "overlay-icon")
            let sent = try await app.nextRequest(SDLAlert.self)
            let id = try #require(button.softButtonID)
            #expect(sent.softButtons == [SDLSoftButton(type: .both, text: "Go", image: icon.image, isHighlighted: false, softButtonID: id, systemAction: .defaultAction)])
            try await app.headUnit.pressSoftButton(id)
            #expect(try await completions.resultCode() == .success)

            // Shown again: the head unit has the file, so nothing is uploaded.
            let again = app.present(SDLAlertController(message: "Again", buttons: [button]))
            _ = try await app.nextRequest(SDLAlert.self)
            #expect(await app.receivesNoRequest("PutFile"))
            try await app.headUnit.pressSoftButton(id)
            #expect(try await again.resultCode() == .success)
        }
    }
}
