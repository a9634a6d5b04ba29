import Observation

extension SDLViewController {
    /// Runs `load` tracking the `@Observable` properties it reads; the first change to one of them
    /// reloads the view on the main actor (see ``observedStateDidChange(during:)``).
    ///
    /// `onChange` runs synchronously on the mutating thread before the new value is stored, so it
    /// only schedules: the reload runs in a later main-actor turn, after all of this turn's changes,
    /// and reads the new values. Tracking stops after the first change; the reload arms it again
    /// on what the new load reads.
    func reloadingOnObservedChanges(of load: Int, _ makeView: () -> SDLView) -> SDLView {
        withObservationTracking(makeView) { [weak self] in
            Task { @MainActor [weak self] in self?.observedStateDidChange(during: load) }
        }
    }
}
