/// How the screen manager starts the task that sends queued updates.
///
/// `Task.immediate` (macOS 26, iOS 26 and the matching releases of the other Apple platforms;
/// always on Linux) runs the task's first part in the caller's turn, so the first `Show` is on its
/// way before the caller suspends. Older Apple systems have no such task: there the performer is an
/// ordinary main-actor task, which starts in a later turn of the main actor — the same updates in
/// the same order, one queue hop later.
enum SDLPerformerStart: Sendable, Equatable {
    /// `Task.immediate` where the system has it, an ordinary main-actor task elsewhere.
    case immediateWhereAvailable
    /// Always an ordinary main-actor task: what systems without `Task.immediate` do (tests force it
    /// on Linux to cover that path).
    case enqueued

    /// Starts `operation` on the main actor, in a task of its own.
    @MainActor
    func start(_ operation: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
        if self == .immediateWhereAvailable, #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            return Task.immediate { @MainActor in await operation() }
        }
        return Task { @MainActor in await operation() }
    }
}
