import SDLRPC
import SDLTestSupport
@testable import SmartDeviceLink
import Testing

@MainActor
@Suite("Lock screen: the manager")
struct LockScreenManagerTests {
    static let warning = LockScreenPolicyTests.warning

    /// A manager whose icon fetcher answers `answer` for every URL.
    static func manager(answer: Result<[UInt8], SDLError> = .success([1, 2, 3])) -> SDLLockScreenManager {
        SDLLockScreenManager { _ throws(SDLError) in try answer.get() }
    }

    @Test("the status, the handler and the stream change together, once per change")
    func publishesChanges() async {
        let manager = Self.manager()
        var handled: [SDLLockScreenStatus] = []
        manager.statusHandler = { handled.append($0) }
        let stream = manager.statusUpdates()
        manager.hmiLevelChanged(SDLHMILevel.none)       // still off: nothing published
        manager.hmiLevelChanged(.full)
        manager.hmiLevelChanged(.full)       // the same again: nothing
        manager.driverDistractionChanged(SDLOnDriverDistraction(
            state: .ddOff, lockScreenDismissalEnabled: true, lockScreenDismissalWarning: Self.warning))
        manager.hmiLevelChanged(SDLHMILevel.none)
        let expected: [SDLLockScreenStatus] = [
            .required, SDLLockScreenStatus(level: .optional, isDismissible: true, lockScreenDismissalWarning: Self.warning), .off,
        ]
        #expect(handled == expected)
        #expect(manager.status == .off)
        var streamed: [SDLLockScreenStatus] = []
        for await status in stream {
            streamed.append(status)
            if streamed.count == expected.count { break }
        }
        #expect(streamed == expected)
    }

    @Test("dismiss() is refused while not dismissible and accepted while dismissible")
    func dismissal() {
        let manager = Self.manager()
        manager.hmiLevelChanged(.full)
        var handled: [SDLLockScreenStatus] = []
        manager.statusHandler = { handled.append($0) }
        #expect(!manager.dismiss())
        #expect(handled.isEmpty)
        manager.driverDistractionChanged(SDLOnDriverDistraction(
            state: .ddOn, lockScreenDismissalEnabled: true, lockScreenDismissalWarning: Self.warning))
        #expect(manager.dismiss())
        #expect(manager.status.isDismissed)
        #expect(!manager.status.showsLockScreen)
        manager.driverDistractionChanged(SDLOnDriverDistraction(state: .ddOn, lockScreenDismissalEnabled: false))
        #expect(manager.status == .required)
        #expect(handled.last == .required)
    }

    @Test("a registration's end turns the status off and forgets driver distraction")
    func registrationEnd() {
        let manager = Self.manager()
        manager.hmiLevelChanged(.full)
        manager.driverDistractionChanged(SDLOnDriverDistraction(state: .ddOff))
        #expect(manager.status == .optional)
        manager.registrationEnded()
        #expect(manager.status == .off)
        manager.hmiLevelChanged(.full)       // the next registration: DD not known yet
        #expect(manager.status == .required)
    }

    @Test("the icon URL's bytes are handed over")
    func iconFetched() async throws {
        let manager = Self.manager(answer: .success([0x89, 0x50, 0x4E, 0x47]))
        let outcome = await Self.iconOutcome(of: manager, url: "http://127.0.0.1:1/icon.png")
        #expect(try outcome.get() == [0x89, 0x50, 0x4E, 0x47])
        #expect(manager.iconData == [0x89, 0x50, 0x4E, 0x47])
        #expect(manager.iconError == nil)
    }

    @Test("a failed fetch is reported, not thrown, and keeps no data")
    func iconFailed() async {
        let failure = SDLError(code: .iconDownloadFailed, message: "refused")
        let manager = Self.manager(answer: .failure(failure))
        let outcome = await Self.iconOutcome(of: manager, url: "http://127.0.0.1:1/icon.png")
        #expect(outcome == .failure(failure))
        #expect(manager.iconData == nil)
        #expect(manager.iconError == failure)
    }

    @Test("an OnSystemRequest(LOCK_SCREEN_ICON_URL) without a url is reported as invalidIconURL; other request types are ignored")
    func iconWithoutURL() async {
        let manager = SDLLockScreenManager { url throws(SDLError) in
            Issue.record("fetched \(url)")
            return []
        }
        var outcomes: [Result<[UInt8], SDLError>] = []
        manager.iconHandler = { outcomes.append($0) }
        manager.systemRequestReceived(SDLOnSystemRequest(requestType: .http, url: "http://127.0.0.1:1/other"))
        manager.systemRequestReceived(SDLOnSystemRequest(requestType: .lockScreenIconUrl))
        #expect(outcomes.count == 1)
        if case .failure(let error) = outcomes.first { #expect(error.code == .invalidIconURL) } else { Issue.record("no failure") }
        #expect(manager.iconTask == nil)
    }

    @Test("a registration's end drops the icon and the outcome of a fetch still under way")
    func iconDroppedOnEnd() async throws {
        let (started, startedContinuation) = AsyncStream<Void>.makeStream()
        let manager = SDLLockScreenManager { _ throws(SDLError) in
            startedContinuation.yield()
            try? await Task.sleep(for: .seconds(30))
            return [9]
        }
        var outcomes: [Result<[UInt8], SDLError>] = []
        manager.iconHandler = { outcomes.append($0) }
        manager.systemRequestReceived(SDLOnSystemRequest(requestType: .lockScreenIconUrl, url: "http://127.0.0.1:1/slow"))
        for await _ in started { break }
        let task = try #require(manager.iconTask)
        manager.registrationEnded()
        await task.value
        #expect(outcomes.isEmpty)
        #expect(manager.iconData == nil)
    }

    /// Sends OnSystemRequest(LOCK_SCREEN_ICON_URL, `url`) to `manager` and waits for the outcome.
    static func iconOutcome(of manager: SDLLockScreenManager, url: String) async -> Result<[UInt8], SDLError> {
        let (outcomes, continuation) = AsyncStream<Result<[UInt8], SDLError>>.makeStream()
        manager.iconHandler = { continuation.yield($0) }
        manager.systemRequestReceived(SDLOnSystemRequest(requestType: .lockScreenIconUrl, url: url))
        for await outcome in outcomes { return outcome }
        return .failure(SDLError(code: .cancelled, message: "no outcome"))
    }
}
