import Foundation
import SDLTestSupport
@testable import SmartDeviceLink
import Testing

/// A channel whose SubscribeButton responses wait until the test answers them, and whose
/// OnButtonPress notifications the test sends: the order of a subscription's answer and the
/// head unit's first press can be chosen.
final class HeldSubscriptionChannel: SDLRPCChannel, @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [CheckedContinuation<Bool, Never>] = []
    private let pressStream = AsyncStream.makeStream(of: SDLOnButtonPress.self)

    /// Returns once a SubscribeButton waits for its answer.
    func subscriptionIsHeld() async throws {
        let deadline = ContinuousClock.now + TestTime.scaled(.seconds(10))
        while lock.withLock({ waiting.isEmpty }) {
            guard ContinuousClock.now < deadline else { throw TestInbox<Int>.TimedOut(what: "a SubscribeButton on its way") }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Answers the waiting SubscribeButtons: SUCCESS, or REJECTED when `succeeds` is false.
    func answerSubscriptions(succeeds: Bool) {
        let answered = lock.withLock {
            defer { waiting = [] }
            return waiting
        }
        for continuation in answered { continuation.resume(returning: succeeds) }
    }

    /// Sends OnButtonPress (short) of `name` to the app.
    func press(_ name: SDLButtonName) {
        pressStream.continuation.yield(SDLOnButtonPress(buttonName: name, buttonPressMode: .short))
    }

    func send<Request: SDLRequest>(_ request: Request, bulkData: [UInt8]?, timeout: Duration?) async throws(SDLError) -> Request.Response {
        guard request is SDLSubscribeButton else { return try successResponse(Request.Response.self) }
        let succeeds = await withCheckedContinuation { continuation in
            lock.withLock { waiting.append(continuation) }
        }
        if succeeds { return try successResponse(Request.Response.self) }
        var refusal = SDLJSONObject()
        refusal.append("success", false)
        refusal.append("resultCode", "REJECTED")
        do {
            return try Request.Response(json: .object(refusal))
        } catch {
            throw SDLError(error, otherwise: .invalidResponse)
        }
    }

    func notifications<Notification: SDLNotification>(of type: Notification.Type) -> AsyncStream<Notification> {
        if let stream = pressStream.stream as? AsyncStream<Notification> { return stream }
        return AsyncStream { _ in }
    }

    var maximumFramePayloadSize: Int { 131_072 }
}

/// The hardware-button manager on its own: a press the head unit sends as soon as it has
/// answered a SubscribeButton may reach the app before the answer does, and must not be lost.
@Suite("Hardware-button manager: a press racing its subscription's answer", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct HardwareButtonManagerTests {
    private func start(_ channel: HeldSubscriptionChannel, observing handler: @escaping @MainActor @Sendable (SDLHardwareButton.Event) async -> Void) -> (SDLHardwareButtonManager, Task<Void, Never>) {
        let manager = SDLHardwareButtonManager(channel: channel, systemCapabilityManager: SDLSystemCapabilityManager(channel: channel))
        manager.observe([SDLHardwareButton(.ok, handler: handler)])
        manager.hmiLevel = .full
        return (manager, Task { await manager.run() })
    }

    @Test("a press that arrives before the SubscribeButton's answer reaches the observer")
    func pressBeforeTheAnswer() async throws {
        let channel = HeldSubscriptionChannel()
        let log = SelectionLog()
        let (manager, running) = start(channel) { event in log.record("\(event.name.rawValue) \(event.kind)") }
        defer { manager.finish(); running.cancel() }
        try await channel.subscriptionIsHeld()
        channel.press(.ok)
        try await waitUntil("the press, its subscription still unanswered") { log.entries == ["OK shortPress"] }
        channel.answerSubscriptions(succeeds: true)
        try await waitUntil("the subscription answered") { manager.subscribed == [.ok] && manager.route(.ok, .shortPress) != nil }
    }

    @Test("a refused SubscribeButton forgets the button: a later press reaches nobody")
    func refusedSubscription() async throws {
        let channel = HeldSubscriptionChannel()
        var errors: [SDLError] = []
        let (manager, running) = start(channel) { _ in }
        manager.errorHandler = { errors.append($0) }
        defer { manager.finish(); running.cancel() }
        try await channel.subscriptionIsHeld()
        #expect(manager.route(.ok, .shortPress) != nil, "counted from when the request is sent")
        channel.answerSubscriptions(succeeds: false)
        try await waitUntil("the refusal") { !errors.isEmpty }
        #expect(manager.subscribed.isEmpty)
        #expect(manager.route(.ok, .shortPress) == nil)
        #expect(manager.observers.isEmpty, "a refused button is no longer observed, so it is not asked for again")
    }
}
