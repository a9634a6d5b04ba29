/// Turns the presented view tree into RPCs (SDL-0134's text-and-graphic and soft-button managers
/// in one, so one change makes one `Show`): only what changed is sent, the template change rides
/// along when the layout changes, artwork is uploaded before it is shown, and soft button presses
/// reach the button view that owns them.
///
/// **Updates.** Every change to a view of the presented tree marks the screen as needing an
/// update; all changes made in one main-actor turn become one update (like UIKit's layout pass).
/// ``update()`` (or ``update(completion:)``) sends the views' state now and returns when it is on
/// screen. Updates go through a two-slot queue: one in flight, one waiting; a newer update replaces
/// the waiting one, whose caller gets `SDLError/Code/superseded`. Within an update
/// the text goes first and an image follows when its upload finishes; completion comes when all
/// of it is on screen. Errors of automatic updates go to ``SDLApplication/errors()`` (feature `screen`).
///
/// The layout follows the display's capabilities: when they change (DISPLAYS), the screen is laid
/// out again and what differs is sent.
///
/// **HMI level.** Nothing is sent while the level is `nil` or NONE; updates wait (the newest one)
/// and the screen is sent on the first FULL, LIMITED or BACKGROUND (the policy lets `Show` through
/// in BACKGROUND, and a screen kept current there is right when the user comes back).
///
/// **Soft buttons.** Each button view gets an ID unique in the app (``allocateSoftButtonID()``
/// hands out more for other parts of the app); `OnButtonPress` and `OnButtonEvent`
/// (`CUSTOM_BUTTON`) go to the handler of the button view owning the ID.
///
/// The application makes one per registration and tells it the HMI level; the view controller
/// manager presents the top view controller's view. App code changes views and, when it needs
/// to know the screen shows them, awaits an update:
///
/// ```swift
/// textView.fields = ["Hello", "again"]      // one automatic Show with mainField2 …
/// try await screenManager.update()          // … or send now and wait until it is on screen
/// ```
@MainActor
public final class SDLScreenManager {
    let channel: any SDLRPCChannel
    let fileManager: SDLFileManager
    let systemCapabilityManager: SDLSystemCapabilityManager
    let rpcVersion: SDLRPCVersion

    /// The root of the presented tree.
    var root: SDLView?
    /// The template of the presented tree.
    var template: String?
    /// Whether anything was presented (before that, nothing is sent).
    var hasPresented = false
    /// The main window's HMI level as the application last said.
    var level: SDLHMILevel?

    /// What the head unit shows, as far as this manager knows: every successful `Show` (its own and
    /// those noted with `noteSentShow(_:)`) merged.
    public internal(set) var shownScreen = SDLShow()
    /// The media clock the head unit shows, as far as this manager knows (`nil`: none sent).
    var shownMediaClock: SDLMediaClockDeclaration?
    /// The Shows noted by hand while one of the manager's own is being sent; `nil` when none is.
    var showsNotedDuringSend: [SDLShow]?

    /// Called with the error of a failed automatic update (explicit updates report to their caller;
    /// superseded automatic updates are not reported), and with `unsupportedTemplate` when a view
    /// is shown without the template it asked for, which the display does not have. Kept for the
    /// application's whole life: the screen managers of later registrations call it too.
    @available(*, deprecated, message: "use errors()")
    public var updateErrorHandler: (@MainActor (SDLError) -> Void)? {
        get { errorHub.handlers[.screen] }
        set { errorHub.handlers[.screen] = newValue }
    }

    /// Where failures of automatic updates go: the application's hub, which outlives this manager.
    let errorHub: SDLUnawaitedErrorHub

    var queue = SDLUpdateQueue<SDLScreenUpdate>()
    var completions: [Int: [(Result<Void, SDLError>) -> Void]] = [:]
    var nextUpdateID = 0
    var needsAutomaticUpdate = false
    var isRunning = false
    var isStopped = false
    /// The system capabilities as last read from ``systemCapabilityManager``, kept current while
    /// the manager runs (`nil` before), so laying out an update or an overlay does not leave the
    /// main actor.
    var capabilities: SDLSystemCapabilities? {
        didSet { keptLayoutLimits = nil }
    }
    /// What the layout reads of ``capabilities``, read on first use after they change.
    var keptLayoutLimits: SDLScreenLayoutLimits?

    /// Whether automatic updates are made: from when ``run()`` has read the capabilities until
    /// the manager stops.
    var makesAutomaticUpdates = false
    /// Whether a task that turns this main-actor turn's view changes into one automatic update is
    /// queued (see ``scheduleAutomaticUpdate()``).
    var automaticUpdateIsQueued = false
    /// The task performing the queued updates, while there is one (see ``performWaitingUpdates()``).
    var performer: Task<Void, Never>?
    /// How ``performer`` starts: in the caller's turn where the system allows it.
    var performerStart = SDLPerformerStart.immediateWhereAvailable
    /// Whether updates are being performed, by ``performer`` or by a caller of ``update()`` at
    /// once; set before it starts, so a task that finishes synchronously leaves no stale
    /// ``performer``.
    var isPerforming = false
    let buttonPresses: AsyncStream<SDLOnButtonPress>
    let buttonEvents: AsyncStream<SDLOnButtonEvent>

    /// The app's soft button IDs, shared by the screen managers of its registrations.
    let buttonIDs: SDLSoftButtonIDs

    /// Creates a manager for one registration; `buttonIDs` is the app's registry and `errorHub` its
    /// error hub (new ones when the manager stands alone).
    init(
        channel: any SDLRPCChannel,
        fileManager: SDLFileManager,
        systemCapabilityManager: SDLSystemCapabilityManager,
        rpcVersion: SDLRPCVersion,
        buttonIDs: SDLSoftButtonIDs = SDLSoftButtonIDs(),
        errorHub: SDLUnawaitedErrorHub = SDLUnawaitedErrorHub()
    ) {
        self.buttonIDs = buttonIDs
        self.errorHub = errorHub
        self.channel = channel
        self.fileManager = fileManager
        self.systemCapabilityManager = systemCapabilityManager
        self.rpcVersion = rpcVersion
        buttonPresses = channel.notifications(of: SDLOnButtonPress.self)
        buttonEvents = channel.notifications(of: SDLOnButtonEvent.self)
    }

    /// The main window's HMI level. Nothing is sent while it is `nil` or NONE; the first FULL,
    /// LIMITED or BACKGROUND sends the waiting update.
    var hmiLevel: SDLHMILevel? {
        get { level }
        set {
            level = newValue
            performWaitingUpdates()
        }
    }

    /// Whether updates may be sent now: running, and a level that shows the app.
    var canSend: Bool {
        guard isRunning, !isStopped, let level else { return false }
        return level == .full || level == .limited || level == .background
    }

    /// Shows `view` (the top view controller's view) with `template` (a predefined layout's name
    /// or a custom one; `nil` leaves the template as it is). Sends what differs from the screen
    /// with the next automatic update.
    func present(_ view: SDLView?, template: String?) {
        if root !== view {
            root?.host = nil
            view?.host = self
            root = view
        }
        if let template { self.template = template }
        hasPresented = true
        scheduleAutomaticUpdate()
    }

    /// Takes in a `Show` the application sent by hand (successfully), so later updates send only
    /// what differs from it. Nothing is sent in response.
    func noteSentShow(_ show: SDLShow) {
        shownScreen = SDLShowDiff.applying(show, to: shownScreen)
        showsNotedDuringSend?.append(show)
    }

    /// Takes in a template change the application made by hand (`SetDisplayLayout`, successfully).
    func noteSentDisplayLayout(named template: String) {
        shownScreen.templateConfiguration = SDLTemplateConfiguration(template: template)
    }

    /// Marks the screen as needing an automatic update at the end of this main-actor turn: queues
    /// one main-actor task for all the changes of the turn (an ``update()`` made in the same turn
    /// takes them, and the task finds nothing to do). A new task costs about a tenth of waking a
    /// task that waits on a stream (1.2 µs against 12 µs here, measured), and a view change pays it.
    func scheduleAutomaticUpdate() {
        needsAutomaticUpdate = true
        guard makesAutomaticUpdates, !automaticUpdateIsQueued else { return }
        automaticUpdateIsQueued = true
        Task { [weak self] in self?.submitAutomaticUpdate() }
    }

    /// The presented tree's content now.
    func snapshot() -> SDLScreenContent {
        SDLScreenContent(root: root, template: template) { buttonID(for: $0) }
    }
}

extension SDLScreenManager: SDLViewHost {
    func viewNeedsUpdate(_ root: SDLView) {
        guard root === self.root else { return }
        scheduleAutomaticUpdate()
    }
}

/// One update: its number and the content it shows.
struct SDLScreenUpdate: Sendable {
    var id: Int
    var content: SDLScreenContent
}

