/// Which choice sets exist on the head unit for one registration: each set is created once (the
/// first presentation that needs it creates it, concurrent ones wait for that) and reused; set IDs
/// and choice IDs are allocated once and never reused. A new registration has a new registry.
@MainActor
final class SDLChoiceSetRegistry {
    /// A set on the head unit: its ID and its choices' IDs, in the set's order.
    struct Created: Hashable, Sendable {
        let setID: Int
        let choiceIDs: [Int]
    }

    typealias Outcome = Result<Created, SDLError>

    private var nextSetID = 1
    private var nextChoiceID = 1
    private var created: [SDLChoiceSet: Created] = [:]
    private var waiting: [SDLChoiceSet: [CheckedContinuation<Outcome, Never>]] = [:]

    /// The IDs of `set`, creating it with `create` when it is not there yet (a failed creation is
    /// tried again by the next presentation).
    func ids(of set: SDLChoiceSet, create: @MainActor (Created) async -> Result<Void, SDLError>) async -> Outcome {
        if let known = created[set] { return .success(known) }
        if waiting[set] != nil {
            return await withCheckedContinuation { waiting[set, default: []].append($0) }
        }
        let highest = SDLChoice.Parameters.choiceID.maxValue.map { Int($0) } ?? Int(Int32.max)
        guard nextChoiceID + set.choices.count - 1 <= highest else {
            return .failure(SDLError(code: .invalidOverlay, message: "no choice IDs are left on this registration (at most \(highest))"))
        }
        let ids = Created(setID: nextSetID, choiceIDs: Array(nextChoiceID ..< nextChoiceID + set.choices.count))
        nextSetID += 1
        nextChoiceID += set.choices.count
        waiting[set] = []
        let outcome: Outcome = await create(ids).map { ids }
        if case .success = outcome { created[set] = ids }
        let waiters = waiting.removeValue(forKey: set) ?? []
        for waiter in waiters { waiter.resume(returning: outcome) }
        return outcome
    }
}
