import SDLRPC
@testable import SDLSession
import Testing

@Suite("Lifecycle state machine")
struct SDLLifecycleStateMachineTests {
    static let error = SDLError(code: .registrationRejected, message: "no")
    static let states: [SDLLifecycleState] = [
        .idle, .registering, .ready, .unregistering,
        .unregistered(reason: nil), .unregistered(reason: .ignitionOff), .failed(error),
    ]
    static let events: [SDLLifecycleEvent] = [
        .registrationStarted, .registrationSucceeded, .registrationFailed(error),
        .unregistrationStarted, .unregistrationFinished, .unregisteredByHeadUnit(.masterReset), .connectionLost(lost),
    ]
    static let lost = SDLError(code: .channelFailed, message: "gone")

    /// The legal moves, written out independently of the implementation's switch.
    static func expected(_ state: SDLLifecycleState, _ event: SDLLifecycleEvent) -> SDLLifecycleState? {
        switch state {
        case .idle, .unregistered, .failed:
            return event == .registrationStarted ? .registering : nil
        case .registering:
            if event == .registrationSucceeded { return .ready }
            if event == .registrationFailed(error) { return .failed(error) }
            if event == .unregisteredByHeadUnit(.masterReset) { return .unregistered(reason: .masterReset) }
            return nil
        case .ready:
            if event == .unregistrationStarted { return .unregistering }
            if event == .connectionLost(lost) { return .failed(lost) }
            if event == .unregisteredByHeadUnit(.masterReset) { return .unregistered(reason: .masterReset) }
            return nil
        case .unregistering:
            if event == .unregistrationFinished || event == .connectionLost(lost) { return .unregistered(reason: nil) }
            if event == .unregisteredByHeadUnit(.masterReset) { return .unregistered(reason: .masterReset) }
            return nil
        }
    }

    @Test("every state/event pair follows the transition table", arguments: states)
    func table(state: SDLLifecycleState) {
        for event in Self.events {
            #expect(SDLLifecycleStateMachine.transition(from: state, on: event) == Self.expected(state, event),
                    "\(state) + \(event)")
        }
    }

    @Test("the table has exactly 13 legal moves among these pairs")
    func legalCount() {
        let legal = Self.states.flatMap { state in Self.events.map { (state, $0) } }
            .filter { SDLLifecycleStateMachine.transition(from: $0.0, on: $0.1) != nil }
        #expect(legal.count == 13)
    }

    @Test("an illegal event throws illegalTransition and keeps the state")
    func illegal() throws {
        var machine = SDLLifecycleStateMachine()
        #expect(throws: SDLError.self) { try machine.apply(.registrationSucceeded) }
        #expect(machine.state == .idle)
        try machine.apply(.registrationStarted)
        do {
            try machine.apply(.unregistrationStarted)
            Issue.record("stop while registering must be illegal")
        } catch {
            #expect(error.code == .illegalTransition)
        }
        #expect(machine.state == .registering)
    }

    @Test("a full life: register, stop, register again, unregistered by the head unit")
    func fullLife() throws {
        var machine = SDLLifecycleStateMachine()
        try machine.apply(.registrationStarted)
        try machine.apply(.registrationSucceeded)
        #expect(machine.state.isRegistered)
        try machine.apply(.unregistrationStarted)
        try machine.apply(.unregistrationFinished)
        #expect(machine.state == .unregistered(reason: nil))
        try machine.apply(.registrationStarted)
        try machine.apply(.registrationSucceeded)
        try machine.apply(.unregisteredByHeadUnit(.languageChange))
        #expect(machine.state == .unregistered(reason: .languageChange))
        #expect(!machine.state.isRegistered)
    }
}
