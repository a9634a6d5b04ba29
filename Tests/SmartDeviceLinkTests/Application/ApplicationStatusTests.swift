import Foundation
@testable import SmartDeviceLink
import Testing

/// The value-type status the application keeps: one OnHMIStatus → the events in delegate order.
@Suite("Application status machine")
struct ApplicationStatusTests {
    private func status(_ level: SDLHMILevel, _ audio: SDLAudioStreamingState = .notAudible, _ context: SDLSystemContext = .main, window: Int = 0) -> SDLHMIStatus {
        SDLHMIStatus(windowID: window, hmiLevel: level, audioStreamingState: audio, systemContext: context)
    }

    @Test("one status fires the level's calls, then the audio state's, then the context's")
    func orderWithinOneStatus() {
        var machine = SDLApplicationStatus()
        #expect(machine.apply(status(.full, .audible, .menu)) == [
            .didConnect, .didFinishLaunching, .didBecomeActive, .didBecomeAudible, .didEnterMenu,
        ])
        #expect(machine.state == .active)
        #expect(machine.audibleState == .audible)
        #expect(machine.systemContext == .menu)
        #expect(machine.apply(status(.limited, .attenuated, .main)) == [.didBecomeLimited, .didBecomeAttenuated, .didEnterMainContext])
    }

    @Test("a repeated status fires nothing")
    func repeatedStatus() {
        var machine = SDLApplicationStatus()
        _ = machine.apply(status(.background))
        #expect(machine.apply(status(.background)).isEmpty)
    }

    @Test("losing the registration fires didDisconnect alone and resets audio and context quietly")
    func disconnectResets() {
        var machine = SDLApplicationStatus()
        _ = machine.apply(status(.full, .audible, .alert))
        #expect(machine.apply(nil) == [.didDisconnect])
        #expect(machine.state == .disconnected)
        #expect(machine.audibleState == .notAudible)
        #expect(machine.systemContext == .main)
        #expect(machine.apply(nil).isEmpty)
        #expect(machine.apply(status(SDLHMILevel.none)) == [.didConnect])
    }

    @Test("only the main window's changes move the application")
    func otherWindowsIgnored() {
        let other = SDLHMIStatusChange(windowID: 3, previous: nil, current: status(.full, .audible, .menu, window: 3))
        #expect(SDLApplicationStatus.drivesApplication(other) == false)
        let main = SDLHMIStatusChange(windowID: SDLHMIStatus.mainWindowID, previous: nil, current: status(.background))
        #expect(SDLApplicationStatus.drivesApplication(main))
    }

    @Test("an unknown HMI level keeps the state (and still counts as connected)")
    func unknownLevel() {
        var machine = SDLApplicationStatus()
        #expect(machine.apply(status(SDLHMILevel(rawValue: "HALF"))) == [.didConnect])
        #expect(machine.state == .notRunning)
        _ = machine.apply(status(.full))
        #expect(machine.apply(status(SDLHMILevel(rawValue: "HALF"))).isEmpty)
        #expect(machine.state == .active)
    }

    @Test("event names are SDL-0156's notification names and map back")
    func notificationNames() {
        #expect(SDLApplicationEvent.didBecomeActive.notificationName.rawValue == "SDLApplicationDidBecomeActive")
        #expect(Notification.Name.sdlApplicationDidEnterVoiceRecognitionSession.rawValue == "SDLApplicationDidEnterVoiceRecognitionSession")
        for event in SDLApplicationEvent.transitionEvents {
            #expect(SDLApplicationEvent(notificationName: event.notificationName) == event)
        }
        #expect(Set(SDLApplicationEvent.transitionEvents.map(\.notificationName)).count == 15)
        // The two connection events carry a payload: their names exist, the event itself is in userInfo.
        let failure = SDLApplicationEvent.didFailToConnect(SDLError(code: .registrationFailed, message: "refused"))
        #expect(failure.notificationName == .sdlApplicationDidFailToConnect)
        #expect(SDLApplicationEvent(notificationName: .sdlApplicationDidFailToConnect) == nil)
        #expect(Set(SDLApplicationEvent.notificationNames).count == 17)
    }
}
