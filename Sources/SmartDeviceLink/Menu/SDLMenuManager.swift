import SDLRPC
public import SDLSession

/// Keeps the head unit's menu and voice commands equal to what the app declares (SDL-0173's menu
/// manager and voice command manager in one, with SDL-0210's dynamic updates): the top view
/// controller's ``SDLViewController/menu`` (else the application's), and the application's and the
/// top view controller's voice commands.
///
/// **Fewest RPCs.** Each level of the menu is compared with what the head unit holds by what the
/// cells show (`SDLMenuDiff`, a longest common subsequence): cells that stay are not sent again
/// (their new handlers take over), and only what changed is deleted and added. The same menu again
/// sends nothing; `[A]` → `[A, B]` sends one AddCommand; removing a submenu sends one DeleteSubMenu.
/// Within an update: artwork uploads first (a cell whose icon failed is sent without it), then
/// every delete, then the adds in order with their positions, then SetGlobalProperties when the
/// menu's title, icon or layout changed.
///
/// **When.** Updates wait while the HMI level is `nil` or NONE and while the user is in the menu
/// (system context MENU); the newest declaration wins. All changes of one main-actor turn become
/// one update. After a reconnect the whole menu is sent again.
///
/// **Selections.** OnCommand reaches the handler of the command or voice command with its
/// `cmdID` (trigger source MENU or VR), each as a child task of the registration.
@MainActor
public final class SDLMenuManager {
    let channel: any SDLRPCChannel
    let fileManager: SDLFileManager
    let systemCapabilityManager: SDLSystemCapabilityManager
    let rpcVersion: SDLRPCVersion
    let ids: SDLMenuIDs

    /// How updates are made: ``SDLApplication/menuDynamicUpdates``, which sets it for this and
    /// every later registration.
    public internal(set) var dynamicUpdates: SDLMenuDynamicUpdates
    /// The requests this manager sent (adds, deletes, SetGlobalProperties; not uploads), to see
    /// what a change cost.
    public internal(set) var requestCount = 0
    /// Hears the errors of updates no one awaits, and what was left out (an unsupported layout).
    var errorHandler: @MainActor (SDLError) -> Void

    /// What the head unit holds, as far as this manager knows.
    var shownCells: [SDLShownMenuCell] = []
    var shownVoiceCommands: [SDLShownVoiceCommand] = []
    var shownGlobals = SDLMenuGlobals()

    /// The newest declaration, and its number.
    var declaredMenu: SDLMenu?
    var declaredVoiceCommands: [SDLVoiceCommand] = []
    var generation = 0
    var sentGeneration = 0
    var waiters: [SDLMenuWaiter] = []
    var nextWaiterID = 0

    var level: SDLHMILevel?
    var context: SDLSystemContext = .main
    var isFinished = false
    let signal = SDLWakeSignal()
    let commands: AsyncStream<SDLOnCommand>

    init(
        channel: any SDLRPCChannel, fileManager: SDLFileManager, systemCapabilityManager: SDLSystemCapabilityManager,
        rpcVersion: SDLRPCVersion, ids: SDLMenuIDs, dynamicUpdates: SDLMenuDynamicUpdates = .onWithCompatibility,
        errorHandler: @escaping @MainActor (SDLError) -> Void = { _ in }
    ) {
        self.channel = channel
        self.fileManager = fileManager
        self.systemCapabilityManager = systemCapabilityManager
        self.rpcVersion = rpcVersion
        self.ids = ids
        self.dynamicUpdates = dynamicUpdates
        self.errorHandler = errorHandler
        commands = channel.notifications(of: SDLOnCommand.self)
    }

    /// The main window's HMI level; updates wait while it is `nil` or NONE.
    var hmiLevel: SDLHMILevel? {
        get { level }
        set { level = newValue; signal.wake() }
    }

    /// The main window's system context; updates wait while it is MENU.
    var systemContext: SDLSystemContext {
        get { context }
        set { context = newValue; signal.wake() }
    }

    /// Whether an update may be sent now.
    var canUpdate: Bool {
        guard !isFinished, let level, level != .none else { return false }
        return context != .menu
    }

    /// Takes the app's current menu and voice commands; they are sent with the next update.
    func declare(menu: SDLMenu?, voiceCommands: [SDLVoiceCommand]) {
        declaredMenu = menu
        declaredVoiceCommands = voiceCommands
        generation += 1
        signal.wake()
    }

    /// Returns when the menu and voice commands declared now are on the head unit (or a newer
    /// declaration is).
    ///
    /// ```swift
    /// viewController.menu = SDLMenu { SDLMenuCell("Play") { await player.play() } }
    /// try await application.menuManager?.update()
    /// ```
    /// - Throws: `SDLError`: `invalidMenu` or `duplicateVoiceCommand` (nothing was sent), the
    ///   first refused or failed request of the update (the rest was sent), `connectionClosed` when
    ///   the registration ended first, `cancelled` when the calling task was cancelled.
    public func update() async throws(SDLError) {
        let wanted = generation
        if sentGeneration >= wanted { return }
        nextWaiterID += 1
        let id = nextWaiterID
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<Void, SDLError>, Never>) in
                guard !isFinished else { return continuation.resume(returning: .failure(Self.ended)) }
                waiters.append(SDLMenuWaiter(id: id, generation: wanted) { continuation.resume(returning: $0) })
                if Task.isCancelled { withdraw(id) }
            }
        } onCancel: {
            Task { @MainActor in self.withdraw(id) }
        }
        try result.get()
    }

    /// Ends the wait of caller `id` with `cancelled` (the update itself still goes out).
    private func withdraw(_ id: Int) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        let waiter = waiters.remove(at: index)
        waiter.resume(.failure(SDLError(code: .cancelled, message: "the task waiting for the menu update was cancelled")))
    }

    /// Follows selections and sends updates until the registration ends.
    func run() async {
        await withDiscardingTaskGroup { group in
            group.addTask { await self.followCommands() }
            for await _ in signal.wakeUps {
                while canUpdate, sentGeneration < generation {
                    let taken = generation
                    let result = await perform(menu: declaredMenu, voiceCommands: declaredVoiceCommands)
                    sentGeneration = taken
                    deliver(result, upTo: taken)
                }
                if isFinished { break }
            }
            group.cancelAll()
        }
        finish()
    }

    /// Ends the manager: waiting callers get `connectionClosed`.
    func finish() {
        isFinished = true
        signal.finish()
        let pending = waiters
        waiters = []
        for waiter in pending { waiter.resume(.failure(Self.ended)) }
    }

    private static var ended: SDLError {
        SDLError(code: .connectionClosed, message: "the registration ended before the menu was on the head unit")
    }

    /// Gives `result` to the callers waiting for `generation` or an older one; with none, a failure
    /// goes to the error handler.
    private func deliver(_ result: Result<Void, SDLError>, upTo generation: Int) {
        let served = waiters.filter { $0.generation <= generation }
        waiters.removeAll { $0.generation <= generation }
        for waiter in served { waiter.resume(result) }
        if served.isEmpty, case .failure(let error) = result { errorHandler(error) }
    }

    /// Runs the handler of each selected command as a child task.
    private func followCommands() async {
        await withDiscardingTaskGroup { group in
            for await command in commands {
                guard let work = handler(for: command.cmdID, source: command.triggerSource) else { continue }
                group.addTask { await work() }
            }
        }
    }

    /// The work of the command or voice command with `id`.
    func handler(for id: Int, source: SDLTriggerSource) -> (@MainActor @Sendable () async -> Void)? {
        if let voice = shownVoiceCommands.first(where: { $0.id == id }) { return voice.handler }
        guard let handler = Self.cell(id, in: shownCells)?.handler else { return nil }
        return { await handler(source) }
    }

    /// The shown cell with `id`, at any depth.
    static func cell(_ id: Int, in cells: [SDLShownMenuCell]) -> SDLShownMenuCell? {
        for cell in cells {
            if cell.id == id { return cell }
            if let children = cell.children, let found = self.cell(id, in: children) { return found }
        }
        return nil
    }
}

/// A caller of ``SDLMenuManager/update()`` waiting for declaration `generation` to be sent.
struct SDLMenuWaiter {
    var id: Int
    var generation: Int
    var resume: (Result<Void, SDLError>) -> Void
}

/// Whether the menu manager updates the menu cell by cell (SDL-0210) or replaces it whole.
public enum SDLMenuDynamicUpdates: Hashable, Sendable {
    /// Cell by cell, except on a head unit known to mishandle it (a display named `GEN3_8-INCH`,
    /// as sdl_ios decides), where the menu is replaced whole.
    case onWithCompatibility
    /// Always cell by cell.
    case on
    /// Always whole: every cell deleted, every cell added.
    case off
}
