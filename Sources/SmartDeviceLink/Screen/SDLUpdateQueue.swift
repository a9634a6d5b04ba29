/// The two-slot update queue of SDL-0134, as a value: one update in flight, one waiting.
///
/// - No update in flight and starting allowed: a submitted update is in flight at once.
/// - Otherwise it waits; an update already waiting is replaced and handed back as superseded.
/// - When the update in flight finishes, the waiting one starts (when starting is allowed).
struct SDLUpdateQueue<Update> {
    /// The update being performed.
    private(set) var inFlight: Update?
    /// The update that runs next.
    private(set) var waiting: Update?

    /// Takes `update`; returns the waiting update it replaced (superseded), if any.
    mutating func submit(_ update: Update, canStart: Bool) -> Update? {
        if inFlight == nil && canStart && waiting == nil {
            inFlight = update
            return nil
        }
        let replaced = waiting
        waiting = update
        if canStart { _ = startWaiting() }
        return replaced
    }

    /// Moves the waiting update in flight when nothing is in flight; returns the update in flight.
    mutating func startWaiting() -> Update? {
        if inFlight == nil, let next = waiting {
            inFlight = next
            waiting = nil
        }
        return inFlight
    }

    /// Ends the update in flight and returns it.
    mutating func finishInFlight() -> Update? {
        defer { inFlight = nil }
        return inFlight
    }

    /// Takes the waiting update out when `matches` it; returns it.
    mutating func removeWaiting(where matches: (Update) -> Bool) -> Update? {
        guard let update = waiting, matches(update) else { return nil }
        waiting = nil
        return update
    }

    /// Empties both slots, returning what they held (in flight first).
    mutating func removeAll() -> [Update] {
        defer { inFlight = nil; waiting = nil }
        return [inFlight, waiting].compactMap { $0 }
    }
}
