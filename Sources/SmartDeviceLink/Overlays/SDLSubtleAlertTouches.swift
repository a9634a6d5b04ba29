/// Hears OnSubtleAlertPressed while a subtle alert is presented: the user touched the alert.
///
/// Listening starts before the SubtleAlert is sent. A head unit may answer the SubtleAlert before
/// or after it sends the notification (SDL Core forwards the two on different paths; the reference
/// HMI sends the notification first), so after a `SUCCESS` without a button press
/// ``waitForTouch(within:)`` gives a late notification a short while to arrive.
@MainActor
final class SDLSubtleAlertTouches {
    /// How long a `SUCCESS` without a button press waits for a late OnSubtleAlertPressed.
    static let grace = Duration.milliseconds(250)

    /// Whether the alert was touched.
    private(set) var isTouched = false
    private var listener: Task<Void, Never>?
    private var waiter: CheckedContinuation<Void, Never>?

    /// Starts listening on `channel` (until ``stop()``).
    init(on channel: any SDLRPCChannel) {
        let touches = channel.notifications(of: SDLOnSubtleAlertPressed.self)
        listener = Task { [weak self] in
            for await _ in touches {
                self?.touch()
            }
        }
    }

    /// Waits until the alert is touched or `grace` passed; whether it was touched.
    func waitForTouch(within grace: Duration = SDLSubtleAlertTouches.grace) async -> Bool {
        guard !isTouched else { return true }
        let timer = Task { [weak self] in
            try? await Task.sleep(for: grace)
            self?.resumeWaiter()
        }
        await withCheckedContinuation { waiter = $0 }
        timer.cancel()
        return isTouched
    }

    /// Stops listening.
    func stop() {
        listener?.cancel()
        listener = nil
        resumeWaiter()
    }

    private func touch() {
        isTouched = true
        resumeWaiter()
    }

    private func resumeWaiter() {
        waiter?.resume()
        waiter = nil
    }
}
