/// A view that declares the media clock (`SetMediaClockTimer`): the first media clock view of the
/// presented tree, in tree order, gives the clock; a tree without one (or with `clock == nil`)
/// shows none, and a clock that goes away is cleared (`CLEAR`). Overlays never cover the clock.
///
/// Only a change is sent: setting the same clock again sends nothing. After a reconnect the clock
/// is sent again, a playing one at the position it has reached since it was declared.
///
/// ```swift
/// let clock = SDLMediaClockView(clock: .playing(at: .zero, of: .seconds(215)))
/// viewController.view.addSubview(clock)
/// clock.clock = .paused(at: .seconds(61), of: .seconds(215))   // one SetMediaClockTimer PAUSE
/// ```
@MainActor
public final class SDLMediaClockView: SDLView {
    /// The clock to show; `nil` shows none.
    public var clock: SDLMediaClock? {
        didSet {
            guard clock != oldValue else { return }
            declaredAt = ContinuousClock.now
            setNeedsUpdate()
        }
    }

    /// When ``clock`` was last changed: a playing clock has moved on from its position since.
    private(set) var declaredAt: ContinuousClock.Instant

    /// Creates a media clock view.
    public init(clock: SDLMediaClock? = nil, subviews: [SDLView] = []) {
        self.clock = clock
        declaredAt = ContinuousClock.now
        super.init(subviews: subviews)
    }

    /// The declaration as the screen content carries it.
    var declaration: SDLMediaClockDeclaration? {
        clock.map { SDLMediaClockDeclaration(clock: $0, declaredAt: declaredAt) }
    }
}

/// A media clock and when it was declared: the screen content's clock, compared as a whole (the
/// same clock declared again later is a new declaration only if the view's value changed).
struct SDLMediaClockDeclaration: Hashable, Sendable {
    var clock: SDLMediaClock
    var declaredAt: ContinuousClock.Instant
}
