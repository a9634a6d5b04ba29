import SDLRPC
@testable import SmartDeviceLink
import Testing

/// One input of the lock-screen state machine.
enum LockScreenInput: Sendable, CustomStringConvertible {
    case level(SDLHMILevel?)
    case distraction(SDLDriverDistractionState, dismissalEnabled: Bool? = nil, warning: String? = nil)

    static let ddOn = LockScreenInput.distraction(.ddOn)
    static let ddOff = LockScreenInput.distraction(.ddOff)

    var description: String {
        switch self {
        case .level(let level): level?.rawValue ?? "no level"
        case .distraction(let state, let enabled, _): "\(state.rawValue)/\(enabled.map(String.init) ?? "-")"
        }
    }
}

extension SDLLockScreenPolicy {
    /// The policy after `inputs`, in order.
    static func after(_ inputs: [LockScreenInput]) -> SDLLockScreenPolicy {
        var policy = SDLLockScreenPolicy()
        policy.feed(inputs)
        return policy
    }

    mutating func feed(_ inputs: [LockScreenInput]) {
        for input in inputs {
            switch input {
            case .level(let level): apply(hmiLevel: level)
            case .distraction(let state, let enabled, let warning):
                apply(SDLOnDriverDistraction(state: state, lockScreenDismissalEnabled: enabled, lockScreenDismissalWarning: warning))
            }
        }
    }
}

/// A row of the level table of ``SDLLockScreenPolicy``.
struct LockScreenLevelRow: Sendable, CustomTestStringConvertible {
    let name: String
    let inputs: [LockScreenInput]
    let level: SDLLockScreenStatus.Level
    var testDescription: String { name }
}

@Suite("Lock screen: the state machine")
struct LockScreenPolicyTests {
    static let warning = "Swipe down to dismiss, acknowledging that you are not the driver"

    /// Every row of the level table, each reached the way a head unit reaches it.
    static let levelRows: [LockScreenLevelRow] = [
        .init(name: "no HMI status yet: off", inputs: [], level: .off),
        .init(name: "no HMI status yet, DD on: off", inputs: [.ddOn], level: .off),
        .init(name: "NONE: off", inputs: [.level(SDLHMILevel.none)], level: .off),
        .init(name: "NONE, DD on: off", inputs: [.level(SDLHMILevel.none), .ddOn], level: .off),
        .init(name: "FULL, DD unknown: required", inputs: [.level(.full)], level: .required),
        .init(name: "FULL, DD on: required", inputs: [.level(.full), .ddOn], level: .required),
        .init(name: "FULL, DD off: optional", inputs: [.level(.full), .ddOff], level: .optional),
        .init(name: "DD off before FULL: optional", inputs: [.ddOff, .level(.full)], level: .optional),
        .init(name: "FULL, DD off then on: required", inputs: [.level(.full), .ddOff, .ddOn], level: .required),
        .init(name: "LIMITED, DD unknown: required", inputs: [.level(.limited)], level: .required),
        .init(name: "LIMITED, DD off: optional", inputs: [.level(.limited), .ddOff], level: .optional),
        .init(name: "BACKGROUND, selected, DD unknown: required", inputs: [.level(.full), .level(.background)], level: .required),
        .init(name: "BACKGROUND, selected, DD on: required", inputs: [.level(.limited), .ddOn, .level(.background)], level: .required),
        .init(name: "BACKGROUND, selected, DD off: optional", inputs: [.level(.full), .ddOff, .level(.background)], level: .optional),
        .init(name: "BACKGROUND, never selected: off", inputs: [.level(.background)], level: .off),
        .init(name: "BACKGROUND, never selected, DD on: off", inputs: [.level(SDLHMILevel.none), .ddOn, .level(.background)], level: .off),
        .init(name: "BACKGROUND after NONE cleared the selection: off",
              inputs: [.level(.full), .ddOn, .level(SDLHMILevel.none), .level(.background)], level: .off),
        .init(name: "unrecognized level: off", inputs: [.level(.full), .level(.unrecognized("HALF"))], level: .off),
        .init(name: "unrecognized level keeps the selection",
              inputs: [.level(.full), .level(.unrecognized("HALF")), .level(.background)], level: .required),
        .init(name: "unrecognized DD state counts as distracted",
              inputs: [.level(.full), .ddOff, .distraction(.unrecognized("DD_MAYBE"))], level: .required),
        .init(name: "status gone (nil): off", inputs: [.level(.full), .ddOn, .level(nil)], level: .off),
    ]

    /// FULL, DD on with dismissal enabled, and the user dismissed the lock screen.
    static func dismissedInFull() -> SDLLockScreenPolicy {
        var policy = SDLLockScreenPolicy.after([.level(.full), .distraction(.ddOn, dismissalEnabled: true, warning: warning)])
        let dismissed = policy.dismiss()
        #expect(dismissed)
        return policy
    }

    @Test("level table", arguments: levelRows)
    func levelTable(row: LockScreenLevelRow) {
        #expect(SDLLockScreenPolicy.after(row.inputs).status.level == row.level, "\(row.inputs)")
    }

    @Test("dismissal enabled: dismissible with the head unit's warning")
    func dismissalEnabled() {
        let policy = SDLLockScreenPolicy.after([.level(.full), .distraction(.ddOn, dismissalEnabled: true, warning: Self.warning)])
        #expect(policy.status == SDLLockScreenStatus(level: .required, isDismissible: true, lockScreenDismissalWarning: Self.warning))
        #expect(policy.status.showsLockScreen)
    }

    @Test("dismissal disabled or never sent: not dismissible, no warning")
    func dismissalDisabled() {
        let disabled = SDLLockScreenPolicy.after([.level(.full), .distraction(.ddOn, dismissalEnabled: false, warning: Self.warning)])
        #expect(disabled.status == .required)
        let neverSent = SDLLockScreenPolicy.after([.level(.full), .ddOn])
        #expect(neverSent.status == .required)
        var policy = neverSent
        let dismissed = policy.dismiss()
        #expect(!dismissed)
        #expect(policy.status == .required)
    }

    @Test("off is never dismissible, and dismissing it is refused")
    func offNotDismissible() {
        var policy = SDLLockScreenPolicy.after([.level(SDLHMILevel.none), .distraction(.ddOn, dismissalEnabled: true, warning: Self.warning)])
        #expect(policy.status == .off)
        let dismissed = policy.dismiss()
        #expect(!dismissed)
        #expect(policy.status == .off)
    }

    @Test("dismiss while dismissible: dismissed, the lock screen is gone")
    func dismissWhileDismissible() {
        let policy = Self.dismissedInFull()
        #expect(policy.status.isDismissed)
        #expect(policy.status.level == .required)
        #expect(!policy.status.showsLockScreen)
    }

    @Test("dismissed stays dismissed while dismissal stays enabled (DD on again, passenger mode)")
    func staysDismissed() {
        var policy = Self.dismissedInFull()
        policy.feed([.distraction(.ddOff, dismissalEnabled: true, warning: Self.warning),
                     .distraction(.ddOn, dismissalEnabled: true, warning: Self.warning), .level(.limited)])
        #expect(policy.status.isDismissed)
        #expect(!policy.status.showsLockScreen)
    }

    @Test("sdl_ios #1826: an OnDriverDistraction without lockScreenDismissalEnabled keeps the flag, so a dismissed lock screen stays dismissed")
    func bug1826AbsentFlagKeepsDismissal() {
        var policy = Self.dismissedInFull()
        policy.feed([.distraction(.ddOff)])   // state OFF, lockScreenDismissalEnabled null
        #expect(policy.status == SDLLockScreenStatus(
            level: .optional, isDismissible: true, lockScreenDismissalWarning: Self.warning, isDismissed: true))
        policy.feed([.distraction(.ddOn)])    // state ON, still null: the lock screen does not come back
        #expect(policy.status.isDismissed)
        #expect(!policy.status.showsLockScreen)
        #expect(policy.status.lockScreenDismissalWarning == Self.warning)
    }

    @Test("sdl_ios #1826: an absent flag keeps a dismissible lock screen dismissible with its warning")
    func bug1826AbsentFlagKeepsDismissible() {
        let policy = SDLLockScreenPolicy.after([.level(.full), .distraction(.ddOff, dismissalEnabled: true, warning: Self.warning), .ddOn])
        #expect(policy.status == SDLLockScreenStatus(level: .required, isDismissible: true, lockScreenDismissalWarning: Self.warning))
    }

    @Test("sdl_ios #1826: the flag turning false after a dismissal shows the lock screen again, not dismissible")
    func bug1826FlagFalseShowsAgain() {
        var policy = Self.dismissedInFull()
        policy.feed([.distraction(.ddOn, dismissalEnabled: false)])
        #expect(policy.status == .required)
        #expect(policy.status.showsLockScreen)
    }

    @Test("sdl_ios #2061: the flag turning false with DD OFF after a dismissal also brings the lock screen back")
    func bug2061FlagFalseWithDDOff() {
        var policy = Self.dismissedInFull()
        policy.feed([.distraction(.ddOff, dismissalEnabled: false)])
        #expect(policy.status == .optional)   // not dismissed any more: a lock screen shown "always" is back
        policy.feed([.ddOn])                  // the flag is still false: required and shown
        #expect(policy.status == .required)
        #expect(policy.status.showsLockScreen)
    }

    @Test("the level going off ends a dismissal: the next lock screen shows")
    func offEndsDismissal() {
        var policy = Self.dismissedInFull()
        policy.feed([.level(.background)])
        #expect(policy.status.isDismissed)    // BACKGROUND after FULL is not off
        policy.feed([.level(SDLHMILevel.none), .level(.full)])
        #expect(policy.status == SDLLockScreenStatus(level: .required, isDismissible: true, lockScreenDismissalWarning: Self.warning))
        #expect(policy.status.showsLockScreen)
    }

    @Test("reset forgets everything the head unit said")
    func resetForgets() {
        var policy = SDLLockScreenPolicy.after([.level(.full), .distraction(.ddOff, dismissalEnabled: true, warning: Self.warning)])
        let dismissed = policy.dismiss()
        #expect(dismissed)
        policy.reset()
        #expect(policy.status == .off)
        policy.feed([.level(.background)])
        #expect(policy.status == .off)        // not selected in this registration
        policy.feed([.level(.full)])
        #expect(policy.status == .required)   // DD unknown again, flag unknown again
    }
}
