import SDLRPC
import SDLSession

/// Keeps the head unit's button subscriptions equal to the hardware buttons the app observes (the
/// application's and the top view controller's ``SDLHardwareButton``s, SDL-0192's subscribe button
/// manager): one SubscribeButton when a name gets its first observer, one UnsubscribeButton when
/// its last leaves, nothing while the observers of a name merely change. Subscriptions wait while
/// the HMI level is `nil` or NONE (Core's policy allows SubscribeButton from BACKGROUND on); a new
/// registration subscribes everything again. OnButtonPress and OnButtonEvent of a subscribed
/// button reach its observer, each as a child task of the registration.
@MainActor
final class SDLHardwareButtonManager {
    let channel: any SDLRPCChannel
    let systemCapabilityManager: SDLSystemCapabilityManager
    var errorHandler: @MainActor (SDLError) -> Void

    /// The observer of each name.
    var observers: [SDLButtonName: SDLHardwareButton] = [:]
    /// The names subscribed on the head unit, each counted from when its SubscribeButton is sent
    /// (and forgotten if that fails): the head unit may press a button as soon as it has answered,
    /// and the answer and the press reach the app as two jobs in no guaranteed order.
    private(set) var subscribed: Set<SDLButtonName> = []
    /// Names the head unit lacks, reported once per registration.
    private var reportedUnsupported: Set<SDLButtonName> = []
    var level: SDLHMILevel?
    private var isFinished = false
    private let signal = SDLWakeSignal()
    private let presses: AsyncStream<SDLOnButtonPress>
    private let events: AsyncStream<SDLOnButtonEvent>

    init(channel: any SDLRPCChannel, systemCapabilityManager: SDLSystemCapabilityManager, errorHandler: @escaping @MainActor (SDLError) -> Void = { _ in }) {
        self.channel = channel
        self.systemCapabilityManager = systemCapabilityManager
        self.errorHandler = errorHandler
        presses = channel.notifications(of: SDLOnButtonPress.self)
        events = channel.notifications(of: SDLOnButtonEvent.self)
    }

    /// The main window's HMI level; subscriptions wait while it is `nil` or NONE.
    var hmiLevel: SDLHMILevel? {
        get { level }
        set { level = newValue; signal.wake() }
    }

    /// Takes the buttons observed now (a later one of a name replaces an earlier one).
    func observe(_ buttons: [SDLHardwareButton]) {
        var byName: [SDLButtonName: SDLHardwareButton] = [:]
        for button in buttons where button.name != .customButton { byName[button.name] = button }
        observers = byName
        signal.wake()
    }

    /// Follows presses and keeps the subscriptions until the registration ends.
    func run() async {
        await withDiscardingTaskGroup { group in
            group.addTask { await self.followPresses() }
            group.addTask { await self.followEvents() }
            for await _ in signal.wakeUps {
                guard !isFinished, let level, level != .none else { continue }
                await synchronize()
            }
            group.cancelAll()
        }
    }

    /// Ends the manager.
    func finish() {
        isFinished = true
        signal.finish()
    }

    /// Subscribes the names observed and not subscribed, unsubscribes those no longer observed.
    private func synchronize() async {
        while true {
            let wanted = Set(observers.keys)
            if let name = wanted.subtracting(subscribed).sorted(by: { $0.rawValue < $1.rawValue }).first {
                guard await isAvailable(name) else {
                    observers[name] = nil
                    continue
                }
                subscribed.insert(name)
                if !(await request(SDLSubscribeButton(buttonName: name))) {
                    subscribed.remove(name)
                    observers[name] = nil
                }
            } else if let name = subscribed.subtracting(wanted).sorted(by: { $0.rawValue < $1.rawValue }).first {
                _ = await request(SDLUnsubscribeButton(buttonName: name))
                subscribed.remove(name)   // not held either way: an unsubscribe that failed leaves nothing to retry
            } else {
                return
            }
        }
    }

    /// Whether the head unit lists `name` among its buttons (an empty list is taken as unknown).
    private func isAvailable(_ name: SDLButtonName) async -> Bool {
        let capabilities = await systemCapabilityManager.capabilities
        let names = (capabilities.buttonCapabilities ?? []).map(\.name) + capabilities.mainWindowButtonCapabilities.map(\.name)
        guard !names.isEmpty, !names.contains(name) else { return true }
        if reportedUnsupported.insert(name).inserted {
            errorHandler(SDLError(
                code: .unsupportedButton,
                message: "the head unit has no button \(name.rawValue) (it has: \(Set(names.map(\.rawValue)).sorted().joined(separator: ", "))); it is not subscribed"))
        }
        return false
    }

    /// Sends `request`; reports a failure; returns whether it succeeded.
    private func request<Request: SDLRequest>(_ request: Request) async -> Bool where Request.Response.ResultCode == SDLResult {
        guard let error = await channel.failure(of: request) else { return true }
        errorHandler(error)
        return false
    }

    private func followPresses() async {
        await withDiscardingTaskGroup { group in
            for await press in presses {
                let kind: SDLButtonEvent.Kind = press.buttonPressMode == .long ? .longPress : .shortPress
                if let work = route(press.buttonName, kind) { group.addTask { await work() } }
            }
        }
    }

    private func followEvents() async {
        await withDiscardingTaskGroup { group in
            for await event in events {
                let kind: SDLButtonEvent.Kind = event.buttonEventMode == .buttondown ? .down : .up
                if let work = route(event.buttonName, kind) { group.addTask { await work() } }
            }
        }
    }

    /// The observer's work for `kind` of button `name`, if one observes it and wants that kind.
    func route(_ name: SDLButtonName, _ kind: SDLButtonEvent.Kind) -> (@MainActor @Sendable () async -> Void)? {
        guard name != .customButton, subscribed.contains(name), let observer = observers[name] else { return nil }
        guard kind.isPress || observer.receivesUpDownEvents else { return nil }
        let handler = observer.handler
        let event = SDLHardwareButton.Event(name: name, kind: kind)
        return { await handler(event) }
    }
}
