/// The requests of one session that wait for a response, keyed by correlation ID (protocol.md §C.6).
///
/// A value type: the session keeps it behind its lock and resumes the waiters it hands back
/// outside the lock. Each entry leaves the table exactly once — answered, timed out, cancelled
/// or failed with the connection — which is what makes "resumed exactly once" hold.
struct SDLCorrelationTable<Waiter> {
    /// One waiting request.
    struct Entry {
        /// Who waits (a continuation in the session).
        var waiter: Waiter
        /// The request's function ID, for messages.
        var functionID: Int
    }

    private var entries: [Int32: Entry] = [:]
    private var nextID: Int32

    /// Creates an empty table whose first ID is `firstID` (must be positive).
    init(firstID: Int32 = 1) {
        nextID = max(1, firstID)
    }

    /// How many requests wait.
    var count: Int { entries.count }

    /// Whether `id` waits.
    func contains(_ id: Int32) -> Bool { entries[id] != nil }

    /// The next correlation ID: positive (Core rejects negative IDs with INVALID_ID), never 0
    /// (notifications carry 0), never one that is still pending (Core rejects duplicates). Wraps
    /// from `Int32.max` back to 1.
    mutating func allocate() -> Int32 {
        while true {
            let id = nextID
            nextID = id == Int32.max ? 1 : id + 1
            if entries[id] == nil { return id }
        }
    }

    /// Adds a waiting request under `id`.
    mutating func insert(_ id: Int32, waiter: Waiter, functionID: Int) {
        entries[id] = Entry(waiter: waiter, functionID: functionID)
    }

    /// Removes and returns the entry for `id`; `nil` when it is not (or no longer) pending.
    mutating func remove(_ id: Int32) -> Entry? {
        entries.removeValue(forKey: id)
    }

    /// Removes and returns every entry.
    mutating func removeAll() -> [Entry] {
        let all = Array(entries.values)
        entries.removeAll()
        return all
    }
}
extension SDLCorrelationTable: Sendable where Waiter: Sendable {}
extension SDLCorrelationTable.Entry: Sendable where Waiter: Sendable {}
