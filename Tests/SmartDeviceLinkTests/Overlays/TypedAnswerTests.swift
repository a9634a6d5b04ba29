import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// Buttons carry the app's own values, and an overlay presented `answering:` a type answers the
/// pressed button's value — never its label.
@Suite("Typed overlay answers against the emulator", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct TypedAnswerTests {
    @Test("pressing the alert's soft button whose value is .clear answers .clear")
    func alertAnswersValue() async throws {
        try await OverlayApp.run { app in
            let alert = SDLAlertController(message: "Clear the queue?") {
                SDLButtonView("Clear", value: QueueChoice.clear)
                SDLButtonView("Keep", value: QueueChoice.keep)
            }
            let presented = Task { try await app.root.presentOverlayController(alert, answering: QueueChoice.self) }
            let shown = try await app.headUnit.nextOverlay(.alert)
            try await app.headUnit.pressSoftButton(try #require(shown.softButtons.first { $0.text == "Clear" }?.id))
            let result: SDLOverlayResult<QueueChoice> = try await presented.value
            #expect(result.resultCode == .success)
            #expect(result.answer == .clear)
        }
    }

    @Test("two buttons with the same label but different values answer the value of the one pressed")
    func sameLabelDifferentValues() async throws {
        try await OverlayApp.run { app in
            let alert = SDLAlertController(message: "Which station?") {
                SDLButtonView("Station", value: Station(number: 7))
                SDLButtonView("Station", value: Station(number: 9))
            }
            let presented = Task { try await app.root.presentOverlayController(alert, answering: Station.self) }
            let shown = try await app.headUnit.nextOverlay(.alert)
            #expect(shown.softButtons.map(\.text) == ["Station", "Station"])
            try await app.headUnit.pressSoftButton(try #require(shown.softButtons.last?.id))
            #expect(try await presented.value.answer == Station(number: 9))
        }
    }

    @Test("a localised label answers the same value", arguments: ["Clear", "Effacer", "Leeren"])
    func localisedLabelKeepsAnswer(label: String) async throws {
        try await OverlayApp.run { app in
            let alert = SDLAlertController(message: "?") {
                SDLButtonView("Keep", value: QueueChoice.keep)
                SDLButtonView(label, value: QueueChoice.clear)
            }
            let presented = Task { try await app.root.presentOverlayController(alert, answering: QueueChoice.self) }
            let shown = try await app.headUnit.nextOverlay(.alert)
            try await app.headUnit.pressSoftButton(try #require(shown.softButtons.first { $0.text == label }?.id))
            #expect(try await presented.value.answer == .clear)
        }
    }

    @Test("a pressed button without a value of the asked type answers nil; the application presents typed too")
    func buttonWithoutValueAnswersNil() async throws {
        try await OverlayApp.run { app in
            let alert = SDLAlertController(message: "Plain") {
                SDLButtonView("OK")
                SDLButtonView("Other", value: 42)
            }
            let presented = Task { try await app.harness.application.presentOverlayController(alert, answering: QueueChoice.self) }
            let shown = try await app.headUnit.nextOverlay(.alert)
            try await app.headUnit.pressSoftButton(try #require(shown.softButtons.first { $0.text == "Other" }?.id))
            let result = try await presented.value
            #expect(result.resultCode == .success)
            #expect(result.answer == nil)
        }
    }

    @Test("a scrollable message answers the pressed button's value")
    func scrollableMessageAnswersValue() async throws {
        try await OverlayApp.run { app in
            let message = SDLScrollableMessageController(message: "Terms", buttons: [
                SDLButtonView("Accept", value: Consent.accepted), SDLButtonView("Later", value: Consent.postponed),
            ])
            let presented = Task { try await app.root.presentOverlayController(message, answering: Consent.self) }
            let shown = try await app.headUnit.nextOverlay(.scrollableMessage)
            try await app.headUnit.pressSoftButton(try #require(shown.softButtons.first { $0.text == "Later" }?.id))
            #expect(try await presented.value.answer == .postponed)
        }
    }

    @Test("a subtle alert answers the pressed button's value, or touched")
    func subtleAlertAnswersValueOrTouched() async throws {
        try await OverlayApp.run { app in
            let subtle = SDLSubtleAlertController(message: "Traffic ahead") {
                SDLButtonView("Reroute", value: Consent.accepted)
                SDLButtonView("Ignore", value: Consent.postponed)
            }
            let pressed = Task { try await app.root.presentOverlayController(subtle, answering: Consent.self) }
            let shown = try await app.headUnit.nextOverlay(.subtleAlert)
            try await app.headUnit.pressSoftButton(try #require(shown.softButtons.first { $0.text == "Reroute" }?.id))
            #expect(try await pressed.value.answer == .button(.accepted))

            let again = SDLSubtleAlertController(message: "Traffic ahead") { SDLButtonView("Ignore", value: Consent.postponed) }
            let touched = Task { try await app.root.presentOverlayController(again, answering: Consent.self) }
            _ = try await app.headUnit.nextOverlay(.subtleAlert)
            try await app.headUnit.pressSubtleAlert()
            #expect(try await touched.value.answer == .touched)
        }
    }
}

/// What the queue alert asks.
enum QueueChoice: Hashable, Sendable { case clear, keep }
/// A radio station, by number.
struct Station: Hashable, Sendable { var number: Int }
/// An answer to terms or a suggestion.
enum Consent: Hashable, Sendable { case accepted, postponed }
