import SDLHeadUnit
import SmartDeviceLink
import Testing
import SDLTestSupport

/// One row of SDL-0156's table, driven on the real emulator.
struct TransitionRow: Sendable, CustomTestStringConvertible {
    /// The level to start from; `nil`: not connected.
    var from: SDLHMILevel?
    /// The level to go to; `nil`: not connected (the emulator drops the app).
    var to: SDLHMILevel?
    /// The calls the row lists.
    var expected: [SDLApplicationEvent]

    var testDescription: String { "\(from?.rawValue ?? "not connected") → \(to?.rawValue ?? "not connected")" }

    static let none = SDLHMILevel.none
    /// Every row of the table; "any level → not connected" once per level.
    static let all: [TransitionRow] = [
        TransitionRow(from: none, to: nil, expected: [.didDisconnect]),
        TransitionRow(from: .background, to: nil, expected: [.didDisconnect]),
        TransitionRow(from: .limited, to: nil, expected: [.didDisconnect]),
        TransitionRow(from: .full, to: nil, expected: [.didDisconnect]),
        TransitionRow(from: nil, to: none, expected: [.didConnect]),
        TransitionRow(from: .background, to: none, expected: [.didClose]),
        TransitionRow(from: .limited, to: none, expected: [.didClose]),
        TransitionRow(from: .full, to: none, expected: [.didClose]),
        TransitionRow(from: nil, to: .background, expected: [.didConnect, .didFinishLaunching, .didEnterBackground]),
        TransitionRow(from: none, to: .background, expected: [.didFinishLaunching, .didEnterBackground]),
        TransitionRow(from: .limited, to: .background, expected: [.didEnterBackground]),
        TransitionRow(from: .full, to: .background, expected: [.didEnterBackground]),
        TransitionRow(from: nil, to: .limited, expected: [.didConnect, .didFinishLaunching, .didBecomeLimited]),
        TransitionRow(from: none, to: .limited, expected: [.didFinishLaunching, .didBecomeLimited]),
        TransitionRow(from: .background, to: .limited, expected: [.didBecomeLimited]),
        TransitionRow(from: .full, to: .limited, expected: [.didBecomeLimited]),
        TransitionRow(from: nil, to: .full, expected: [.didConnect, .didFinishLaunching, .didBecomeActive]),
        TransitionRow(from: none, to: .full, expected: [.didFinishLaunching, .didBecomeActive]),
        TransitionRow(from: .background, to: .full, expected: [.didBecomeActive]),
        TransitionRow(from: .limited, to: .full, expected: [.didBecomeActive]),
    ]
}

/// Every row of SDL-0156's table against the real emulator: the delegate, the notifications and
/// the event stream each see exactly the row's calls, in order.
///
/// The emulator always reports NONE first after a registration (it has no resumption), so the rows
/// "not connected → BACKGROUND/LIMITED/FULL" pass through NONE: their calls are checked as the
/// whole sequence from the start, which must still be exactly the row's list.
@Suite("Transition table against the emulator", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct EmulatorTransitionTests {
    @Test("each row fires exactly its calls", arguments: TransitionRow.all)
    func row(_ row: TransitionRow) async throws {
        try await Emulator.runInNone { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            if let from = row.from {
                try await harness.startAndConnect()
                if from != SDLHMILevel.none {
                    try await headUnit.setHMILevel(from)
                    try await harness.expect(SDLApplicationTransitions.calls(from: .notRunning, to: SDLApplicationState(hmiLevel: from) ?? .notRunning))
                }
                let before = harness.delegate.events.count
                if let to = row.to {
                    try await headUnit.setHMILevel(to)
                } else {
                    try await headUnit.disconnectApp()
                }
                try await harness.expect(row.expected)
                #expect(Array(harness.delegate.events.dropFirst(before)) == row.expected)
            } else {
                harness.application.start()
                try await harness.expect([.didConnect])
                if let to = row.to, to != SDLHMILevel.none { try await headUnit.setHMILevel(to) }
                try await harness.expect(Array(row.expected.dropFirst()))
                #expect(harness.delegate.events == row.expected)
            }
            let expectedState = row.to.flatMap { SDLApplicationState(hmiLevel: $0) } ?? .disconnected
            #expect(harness.application.applicationState == expectedState)
            #expect(harness.delegate.statesAtCall.last == expectedState, "the state was updated before the calls")
            await harness.stop()
        }
    }
}
