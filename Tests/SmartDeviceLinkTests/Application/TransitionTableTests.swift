import SmartDeviceLink
import Testing

/// SDL-0156's transition table, one test per row: exactly the listed calls, in order, nothing else.
@Suite("Transition table of SDL-0156")
struct TransitionTableTests {
    private func calls(_ from: SDLApplicationState, _ to: SDLApplicationState) -> [SDLApplicationEvent] {
        SDLApplicationTransitions.calls(from: from, to: to)
    }

    @Test("any level → not connected: didDisconnect only (no didClose)",
          arguments: [SDLApplicationState.notRunning, .background, .limited, .active])
    func anyToDisconnected(_ from: SDLApplicationState) {
        #expect(calls(from, .disconnected) == [.didDisconnect])
    }

    @Test("not connected → NONE: didConnect")
    func disconnectedToNone() { #expect(calls(.disconnected, .notRunning) == [.didConnect]) }

    @Test("BACKGROUND → NONE: didClose")
    func backgroundToNone() { #expect(calls(.background, .notRunning) == [.didClose]) }

    @Test("LIMITED → NONE: didClose")
    func limitedToNone() { #expect(calls(.limited, .notRunning) == [.didClose]) }

    @Test("FULL → NONE: didClose")
    func fullToNone() { #expect(calls(.active, .notRunning) == [.didClose]) }

    @Test("not connected → BACKGROUND: didConnect, didFinishLaunching, didEnterBackground")
    func disconnectedToBackground() {
        #expect(calls(.disconnected, .background) == [.didConnect, .didFinishLaunching, .didEnterBackground])
    }

    @Test("NONE → BACKGROUND: didFinishLaunching, didEnterBackground")
    func noneToBackground() { #expect(calls(.notRunning, .background) == [.didFinishLaunching, .didEnterBackground]) }

    @Test("LIMITED → BACKGROUND: didEnterBackground")
    func limitedToBackground() { #expect(calls(.limited, .background) == [.didEnterBackground]) }

    @Test("FULL → BACKGROUND: didEnterBackground")
    func fullToBackground() { #expect(calls(.active, .background) == [.didEnterBackground]) }

    @Test("not connected → LIMITED: didConnect, didFinishLaunching, didBecomeLimited")
    func disconnectedToLimited() {
        #expect(calls(.disconnected, .limited) == [.didConnect, .didFinishLaunching, .didBecomeLimited])
    }

    @Test("NONE → LIMITED: didFinishLaunching, didBecomeLimited")
    func noneToLimited() { #expect(calls(.notRunning, .limited) == [.didFinishLaunching, .didBecomeLimited]) }

    @Test("BACKGROUND → LIMITED: didBecomeLimited")
    func backgroundToLimited() { #expect(calls(.background, .limited) == [.didBecomeLimited]) }

    @Test("FULL → LIMITED: didBecomeLimited")
    func fullToLimited() { #expect(calls(.active, .limited) == [.didBecomeLimited]) }

    @Test("not connected → FULL: didConnect, didFinishLaunching, didBecomeActive")
    func disconnectedToFull() {
        #expect(calls(.disconnected, .active) == [.didConnect, .didFinishLaunching, .didBecomeActive])
    }

    @Test("NONE → FULL: didFinishLaunching, didBecomeActive")
    func noneToFull() { #expect(calls(.notRunning, .active) == [.didFinishLaunching, .didBecomeActive]) }

    @Test("BACKGROUND → FULL: didBecomeActive")
    func backgroundToFull() { #expect(calls(.background, .active) == [.didBecomeActive]) }

    @Test("LIMITED → FULL: didBecomeActive")
    func limitedToFull() { #expect(calls(.limited, .active) == [.didBecomeActive]) }

    @Test("staying in a state fires nothing", arguments: SDLApplicationState.allCases)
    func staying(_ state: SDLApplicationState) { #expect(calls(state, state).isEmpty) }

    @Test("every state maps from its HMI level, and an unknown level maps to none")
    func statesFromLevels() {
        #expect(SDLApplicationState(hmiLevel: .full) == .active)
        #expect(SDLApplicationState(hmiLevel: .limited) == .limited)
        #expect(SDLApplicationState(hmiLevel: .background) == .background)
        #expect(SDLApplicationState(hmiLevel: SDLHMILevel.none) == .notRunning)
        #expect(SDLApplicationState(hmiLevel: SDLHMILevel(rawValue: "HALF")) == nil)
    }
}
