/// Which choice sets exist on the head unit, per registration: each set is created once (the first
/// presentation that needs it creates it, concurrent ones wait for that) and reused; set IDs and
/// choice IDs are allocated once and never reused within a registration.
///
/// A registration is known by its file manager (a new registration has a new one); entries of
/// ended registrations are dropped as they are found.
@MainActor
final class SDLChoiceSetRegistry {
    /// The registry of the process (one entry per live registration).
    static let shared = SDLChoiceSetRegistry()

    /// A set on the head unit: its ID and its choices' IDs, in the set's order.
    struct Created: Hashable, Sendable {
        let setID: Int
        let choiceIDs: [Int]
    }

    typealias Outcome = Result<Created, SDLOverlayError>

    private final class Registration {
        weak var owner: SDLFileManager?
        var nextSetID = 1
        var nextChoiceID = 1
        var created: [SDLChoiceSet: Created] = [:]
        var waiting: [SDLChoiceSet: [CheckedContinuation<Outcome, Never>]] = [:]

        init(owner: SDLFileManager) {
            self.owner = owner
        }
    }

    private var registrations: [Registration] = []

    /// The IDs of `set` on `owner`'s registration, creating it with `create` when it is not there
    /// yet (a failed creation is tried again by the next presentation).
    func ids(
        of set: SDLChoiceSet, on owner: SDLFileManager,
        create: @MainActor (Created) async -> Result<Void, SDLOverlayError>
    ) async -> Outcome {
        registrations.removeAll { $0.owner == nil }
        let registration: Registration
        if let known = registrations.first(where: { $0.owner === owner }) {
            registration = known
        } else {
            registration = Registration(owner: owner)
            registrations.append(registration)
        }
        if let created = registration.created[set] { return .success(created) }
        if registration.waiting[set] != nil {
            return await withCheckedContinuation { registration.waiting[set, default: []].append($0) }
        }
        let highest = SDLChoice.Parameters.choiceID.maxValue.map { Int($0) } ?? Int(Int32.max)
        guard registration.nextChoiceID + set.choices.count - 1 <= highest else {
            return .failure(SDLOverlayError(code: .invalidOverlay, message: "no choice IDs are left on this registration (at most \(highest))"))
        }
        let ids = Created(setID: registration.nextSetID,
                          choiceIDs: Array(registration.nextChoiceID ..< registration.nextChoiceID + set.choices.count))
        registration.nextSetID += 1
        registration.nextChoiceID += set.choices.count
        registration.waiting[set] = []
        let outcome: Outcome = await create(ids).map { ids }
        if case .success = outcome { registration.created[set] = ids }
        let waiters = registration.waiting.removeValue(forKey: set) ?? []
        for waiter in waiters { waiter.resume(returning: outcome) }
        return outcome
    }
}
