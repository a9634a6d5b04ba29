import SDLRPC

/// Tells the app when to lock the phone's own screen while it runs on the head unit, by sdl_ios's
/// rules, on every platform: ``status`` as a value, ``statusUpdates()`` as a stream, and
/// ``statusHandler``; the head unit's lock-screen icon as bytes (``iconData``).
///
/// The application owns one for its whole life (``SDLApplication/lockScreen``); it follows the main
/// window's HMI level and each registration's OnDriverDistraction, and goes `off` when a
/// registration ends (a reconnect starts from nothing known). The rules (their transition tables,
/// row by row, are in `SDLLockScreenPolicy.swift`):
///
/// - `off` in NONE (and before the first HMI status, and while disconnected);
/// - in FULL or LIMITED `required`, or `optional` once driver distraction is known to be off;
/// - in BACKGROUND the same as in FULL, but only if the user had selected the app (it was FULL or
///   LIMITED since it was last in NONE), else `off`;
/// - dismissible only while the head unit's latest `lockScreenDismissalEnabled` is true (an
///   OnDriverDistraction without it keeps the previous one); when it turns false after the user
///   dismissed the lock screen, the lock screen is back.
///
/// ```swift
/// let lockScreen = application.lockScreen
/// lockScreen.statusHandler = { status in
///     status.showsLockScreen ? lockView.show(warning: status.lockScreenDismissalWarning) : lockView.hide()
/// }
/// lockScreen.iconHandler = { result in if case .success(let bytes) = result { lockView.setIcon(bytes) } }
/// // the user swiped the lock screen away (passenger mode):
/// if !lockScreen.dismiss() { lockView.bounceBack() }
/// ```
@MainActor
public final class SDLLockScreenManager {
    /// The current status; `.off` until a registration's first HMI status.
    public private(set) var status: SDLLockScreenStatus = .off
    /// Called with every new status (after ``status`` changed, before the streams get it).
    public var statusHandler: (@MainActor (SDLLockScreenStatus) -> Void)?
    /// The head unit's lock-screen icon (the bytes of the file at its LOCK_SCREEN_ICON_URL, e.g. a
    /// PNG); `nil` until one was fetched in this registration.
    public internal(set) var iconData: [UInt8]?
    /// Why the latest icon fetch failed (`invalidIconURL`, `timedOut`, `iconDownloadFailed`); `nil`
    /// after a success.
    public internal(set) var iconError: SDLError?
    /// Called with each icon fetch's outcome: the bytes, or why there are none.
    public var iconHandler: (@MainActor (Result<[UInt8], SDLError>) -> Void)?
    /// Whether the icon the head unit names is fetched (`true` by default). An app that shows no
    /// icon, or fetches it itself from ``iconURL``, turns it off; so do tests without a network.
    public var fetchesIcon = true
    /// The icon's URL from the head unit's OnSystemRequest(LOCK_SCREEN_ICON_URL) on this
    /// registration; `nil` until one came.
    public internal(set) var iconURL: String?

    /// The rules.
    private(set) var policy = SDLLockScreenPolicy()
    private var streams = SDLEventStreams<SDLLockScreenStatus>()
    /// Fetches an icon URL's bytes.
    let fetchIcon: @Sendable (String) async throws(SDLError) -> [UInt8]
    /// Read the current registration's notifications.
    var registrationTasks: [Task<Void, Never>] = []
    /// The icon fetch under way.
    var iconTask: Task<Void, Never>?
    /// Counts icon fetches, so only the newest one's outcome is kept.
    var iconGeneration = 0

    /// Creates a manager that fetches icons over HTTP(S), each within `iconTimeout`, through the
    /// process's ``SDLLockScreenIconCache`` (one load per URL for all of a cloud app's cars).
    init(iconTimeout: Duration = .seconds(10)) {
        let loader = SDLLockScreenIconLoader(timeout: iconTimeout)
        self.fetchIcon = { url throws(SDLError) in
            // A URL that is not http(s) is refused before it reaches the cache.
            _ = try SDLLockScreenIconLoader.validURL(url)
            return try await SDLLockScreenIconCache.shared.icon(at: url) { url throws(SDLError) in try await loader.load(url) }
        }
    }

    /// Creates a manager that fetches icons with `fetchIcon` (tests).
    init(fetchIcon: @escaping @Sendable (String) async throws(SDLError) -> [UInt8]) {
        self.fetchIcon = fetchIcon
    }

    /// Every status from now on (not the current one: read ``status``), only when it changed, for
    /// the application's whole life.
    ///
    /// ```swift
    /// for await status in application.lockScreen.statusUpdates() { print("lock screen:", status) }
    /// ```
    public func statusUpdates() -> AsyncStream<SDLLockScreenStatus> {
        streams.makeStream()
    }

    /// The user dismissed the lock screen (passenger mode). Allowed only while
    /// ``SDLLockScreenStatus/isDismissible``; the status then says ``SDLLockScreenStatus/isDismissed``.
    ///
    /// ```swift
    /// if application.lockScreen.dismiss() { lockView.hide() }
    /// ```
    /// - Returns: whether the dismissal was allowed.
    @discardableResult
    public func dismiss() -> Bool {
        let allowed = policy.dismiss()
        publish()
        return allowed
    }

    /// Changes the rules' state and publishes the status if it changed.
    func update(_ change: (inout SDLLockScreenPolicy) -> Void) {
        change(&policy)
        publish()
    }

    /// Publishes the policy's status when it differs from ``status``.
    private func publish() {
        let new = policy.status
        guard new != status else { return }
        status = new
        statusHandler?(new)
        streams.yield(new)
    }

    /// Keeps the outcome of icon fetch `generation` if it is still the newest.
    func finishIcon(_ result: Result<[UInt8], SDLError>, generation: Int) {
        guard generation == iconGeneration else { return }
        iconTask = nil
        switch result {
        case .success(let bytes):
            iconData = bytes
            iconError = nil
        case .failure(let error):
            iconError = error
        }
        iconHandler?(result)
    }
}
