import SDLRPC
@testable import SDLSession
import Testing

@Suite("Session rules: timeouts, correlation IDs, backoff, function names")
struct SessionRulesTests {
    let base = Duration.milliseconds(11_000)

    @Test("Alert waits base + duration (spec default 5000), and has no Core timeout with softButtons")
    func alertTimeout() {
        #expect(SDLResponseTimeoutRule.coreTimeout(for: SDLAlert(alertText1: "a")) == .milliseconds(16_000))
        #expect(SDLResponseTimeoutRule.coreTimeout(for: SDLAlert(alertText1: "a", duration: 8000)) == .milliseconds(19_000))
        #expect(SDLResponseTimeoutRule.coreTimeout(for: SDLAlert(alertText1: "a", softButtons: [])) == nil)
        #expect(SDLResponseTimeoutRule.coreTimeout(for: SDLSubtleAlert(alertText1: "a")) == .milliseconds(16_000))
    }

    @Test("ScrollableMessage, Slider, PerformInteraction and PerformAudioPassThru follow Core's table")
    func overlayTimeouts() {
        #expect(SDLResponseTimeoutRule.coreTimeout(for: SDLScrollableMessage(scrollableMessageBody: "b")) == .milliseconds(41_000))
        #expect(SDLResponseTimeoutRule.coreTimeout(for: SDLSlider(numTicks: 3, position: 1, sliderHeader: "h")) == .milliseconds(21_000))
        let manual = SDLPerformInteraction(initialText: "t", interactionMode: .manualOnly, interactionChoiceSetIDList: [1])
        let voice = SDLPerformInteraction(initialText: "t", interactionMode: .vrOnly, interactionChoiceSetIDList: [1], timeout: 6000)
        #expect(SDLResponseTimeoutRule.coreTimeout(for: manual) == .milliseconds(31_000))
        #expect(SDLResponseTimeoutRule.coreTimeout(for: voice) == .milliseconds(17_000))
        let passThru = SDLPerformAudioPassThru(samplingRate: ._16khz, maxDuration: 7000, bitsPerSample: ._16Bit, audioType: .pcm)
        #expect(SDLResponseTimeoutRule.coreTimeout(for: passThru) == .milliseconds(18_000))
        #expect(SDLResponseTimeoutRule.coreTimeout(for: SDLShow(mainField1: "x")) == base)
    }

    @Test("the session's wait is Core's timeout plus the margin, or the unbounded setting")
    func configurationTimeout() {
        var configuration = SDLSessionConfiguration(responseTimeoutMargin: .seconds(2))
        #expect(configuration.responseTimeout(functionID: SDLShow.rpcFunctionID, parameters: [:]) == .milliseconds(13_000))
        #expect(configuration.responseTimeout(functionID: SDLAlert.rpcFunctionID, parameters: ["softButtons": .array([])]) == nil)
        configuration.unboundedResponseTimeout = .seconds(60)
        #expect(configuration.responseTimeout(functionID: SDLAlert.rpcFunctionID, parameters: ["softButtons": .array([])]) == .seconds(60))
    }

    @Test("correlation IDs are positive, skip pending ones and wrap from Int32.max to 1")
    func correlationAllocation() {
        var table = SDLCorrelationTable<String>(firstID: Int32.max - 1)
        let first = table.allocate()
        table.insert(first, waiter: "a", functionID: 13)
        let second = table.allocate()
        #expect(first == Int32.max - 1)
        #expect(second == Int32.max)
        #expect(table.allocate() == 1)
        table.insert(2, waiter: "b", functionID: 13)
        #expect(table.allocate() == 3)
        #expect(table.remove(first)?.waiter == "a")
        #expect(table.remove(first) == nil)
        #expect(table.count == 1)
        #expect(table.removeAll().map(\.waiter) == ["b"])
    }

    @Test("exponential backoff doubles up to the maximum and stops after the last attempt")
    func backoff() {
        let policy = SDLReconnectPolicy.exponentialBackoff(maximumAttempts: 5, initialDelay: .milliseconds(100), maximumDelay: .milliseconds(500))
        #expect(policy.delay(beforeAttempt: 1) == .milliseconds(100))
        #expect(policy.delay(beforeAttempt: 2) == .milliseconds(200))
        #expect(policy.delay(beforeAttempt: 3) == .milliseconds(400))
        #expect(policy.delay(beforeAttempt: 4) == .milliseconds(500))
        #expect(policy.delay(beforeAttempt: 6) == nil)
        #expect(SDLReconnectPolicy.never.delay(beforeAttempt: 1) == nil)
    }

    @Test("function names map to the spec's function IDs and back")
    func functionNames() {
        #expect(SDLFunctionNames.functionID(named: "Show") == 13)
        #expect(SDLFunctionNames.functionID(named: "RegisterAppInterface") == 1)
        #expect(SDLFunctionNames.name(forFunctionID: 32768) == "OnHMIStatus")
        #expect(SDLFunctionNames.functionID(named: "NoSuchFunction") == nil)
        #expect(SDLFunctionNames.functionID(named: "RESERVED") == nil)
        #expect(SDLFunctionNames.allNames.count > 80)
    }
}
