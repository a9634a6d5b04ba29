import SDLTestSupport
import Testing
import SDLHeadUnit
@testable import SmartDeviceLink
import SDLRPC

/// The menu-related requests the head unit received, taken from its event record in order.
enum MenuRequests {
    /// The functions a menu, voice-command or button update sends.
    static let functions: Set<String> = [
        "AddCommand", "DeleteCommand", "AddSubMenu", "DeleteSubMenu", "SetGlobalProperties", "ShowAppMenu",
        "SubscribeButton", "UnsubscribeButton", "PutFile",
    ]

    /// The functions a choice-set presentation sends.
    static let choiceFunctions: Set<String> = [
        "CreateInteractionChoiceSet", "DeleteInteractionChoiceSet", "PerformInteraction", "PutFile", "SetGlobalProperties",
    ]

    /// Every such request received and not taken yet (waits `quiet` for stragglers after the last).
    /// The first `atLeast` are waited for up to 10 s each; both waits scale with `SDL_TEST_TIME_SCALE`
    /// (under a sanitizer a request sent right after an awaited one may take longer than `quiet`).
    static func take(
        from headUnit: SDLHeadUnit, functions: Set<String> = functions, atLeast: Int = 0, quiet: Duration = .milliseconds(150)
    ) async -> [SDLHeadUnitRequest] {
        var taken: [SDLHeadUnitRequest] = []
        while let event = try? await headUnit.nextEvent(
            timeout: TestTime.scaled(taken.count < atLeast ? .seconds(10) : quiet), where: { event in
            if case .request(let request) = event { return functions.contains(request.function) }
            return false
        }), case .request(let request) = event {
            taken.append(request)
        }
        return taken
    }
}

extension Array where Element == SDLHeadUnitRequest {
    /// The function names, in order.
    var functions: [String] { map(\.function) }
}

extension Array where Element == SDLHeadUnitMenuItem {
    /// The names of the top level.
    var names: [String] { map(\.menuName) }
}

/// Waits until the head unit holds exactly `expected` as the app's subscribed buttons (sorted).
@MainActor
func waitForSubscribedButtons(
    _ headUnit: SDLHeadUnit, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + TestTime.scaled(.seconds(10))
    while (try? await headUnit.subscribedButtons()) != expected {
        guard clock.now < deadline else {
            Issue.record("timed out waiting for the subscribed buttons \(expected)", sourceLocation: sourceLocation)
            throw CancellationError()
        }
        try await Task.sleep(for: .milliseconds(5))
    }
}

/// An application with `configuration` (no delegate), started and active (FULL) on the emulator.
@MainActor
func activeApplication(_ configuration: SDLApplication.Configuration) async -> SDLApplication {
    let application = SDLApplication(configuration: configuration, rootViewController: SDLViewController(), delegate: nil)
    application.lockScreen.fetchesIcon = false
    let events = application.events()
    application.start()
    for await event in events where event == .didBecomeActive { break }
    return application
}
