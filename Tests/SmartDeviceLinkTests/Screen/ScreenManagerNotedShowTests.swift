import Foundation
import SDLTestSupport
@testable import SmartDeviceLink
import Testing

/// A channel that answers every request SUCCESS, except that while `holdsShows` is on a `Show`'s
/// response waits until the test lets it go: the manager's own Show can be kept on its way while
/// the application notes one it sent by hand. Its `send` observes cancellation as a session's does
/// (the inherited `sendIgnoringCancellation` does not).
final class HeldShowChannel: SDLRPCChannel, @unchecked Sendable {
    private let lock = NSLock()
    private var shows: [SDLShow] = []
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var holding = false

    /// Whether Show responses wait for ``releaseShows()``.
    var holdsShows: Bool {
        get { lock.withLock { holding } }
        set { lock.withLock { holding = newValue } }
    }

    /// Every Show sent, in order.
    var sentShows: [SDLShow] { lock.withLock { shows } }

    /// Lets every waiting Show response go, and answers later ones at once.
    func releaseShows() {
        let released = lock.withLock {
            holding = false
            defer { waiting = [] }
            return waiting
        }
        for continuation in released { continuation.resume() }
    }

    /// Returns once a Show waits for its response.
    func showIsHeld() async throws {
        let deadline = ContinuousClock.now + TestTime.scaled(.seconds(10))
        while lock.withLock({ waiting.isEmpty }) {
            guard ContinuousClock.now < deadline else { throw TestInbox<Int>.TimedOut(what: "a Show on its way") }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    func send<Request: SDLRequest>(_ request: Request, bulkData: [UInt8]?, timeout: Duration?) async throws(SDLError) -> Request.Response {
        if let show = request as? SDLShow {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let held = lock.withLock {
                    shows.append(show)
                    if holding { waiting.append(continuation) }
                    return holding
                }
                if !held { continuation.resume() }
            }
            // As a session does: a cancelled task does not get the response.
            if Task.isCancelled { throw SDLError(code: .cancelled, message: "the task sending the Show was cancelled") }
        }
        return try successResponse(Request.Response.self)
    }

    func notifications<Notification: SDLNotification>(of type: Notification.Type) -> AsyncStream<Notification> {
        AsyncStream { _ in }
    }

    var maximumFramePayloadSize: Int { 131_072 }
}

@Suite("Screen manager: a Show sent by hand while the manager's own is on its way")
@MainActor
struct ScreenManagerNotedShowTests {
    @Test("a Show noted while the manager's own waits for its response stays on top; the next update puts the views back")
    func notedDuringOwnShow() async throws {
        let channel = HeldShowChannel()
        let manager = SDLScreenManager(
            channel: channel, fileManager: SDLFileManager(channel: channel),
            systemCapabilityManager: SDLSystemCapabilityManager(channel: channel), rpcVersion: SDLRPCVersion(8, 0, 0))
        let running = Task { await manager.run() }
        defer { running.cancel() }
        manager.hmiLevel = .full
        let text = SDLTextView(fields: ["A"])
        channel.holdsShows = true
        manager.present(SDLView(subviews: [text]), template: nil)
        let first = Task { try await manager.update() }
        try await channel.showIsHeld()
        // The application's own Show, sent and noted while the manager's waits for its answer.
        manager.noteSentShow(SDLShow(mainField1: "By hand", mainField3: "Three"))
        channel.releaseShows()
        try await first.value
        #expect(channel.sentShows.first?.mainField1 == "A")
        #expect(manager.shownScreen.mainField1 == "By hand")
        #expect(manager.shownScreen.mainField3 == "Three")

        text.fields = ["A", "B"]
        try await manager.update()
        // What a head unit that applied the Shows in order shows: "A" back, "B" new, "Three" cleared.
        let last = try #require(channel.sentShows.last)
        #expect(last.mainField1 == "A")
        #expect(last.mainField2 == "B")
        #expect(last.mainField3 == "")
    }
}
