import SDLRPC
import SDLSession

extension SDLChoiceSetManager {
    /// Loads `choices` and runs `body` with their IDs (in order) as a presentation in flight, so a
    /// ``delete(_:)`` meanwhile waits for it to end.
    func whileLoaded<T>(_ choices: [SDLChoiceCell], _ body: ([Int]) async -> T) async -> Result<T, SDLError> {
        var ids: [Int] = []
        for result in await load(choices) {
            switch result {
            case .success(let cell): ids.append(cell.id)
            case .failure(let error): return .failure(error)
            }
        }
        activePresentations += 1
        let value = await body(ids)
        activePresentations -= 1
        deleteDueCells()
        return .success(value)
    }

    /// Deletes, in a task of their own, the cells whose delete waited for a presentation or a load.
    func deleteDueCells() {
        guard activePresentations == 0 else { return }
        let due = deleteWhenUnused.filter { loading[$0] == nil }
        guard !due.isEmpty else { return }
        deleteWhenUnused.subtract(due)
        Task { await self.send(deletesOf: Array(due)) }
    }

    /// Sends one DeleteInteractionChoiceSet per loaded cell of `choices`, all at once; a cell the
    /// head unit no longer has (INVALID_ID) counts as deleted.
    func send(deletesOf choices: [SDLChoiceCell]) async {
        let cells = choices.compactMap { choice in loaded[choice].map { (choice, $0) } }
        guard !cells.isEmpty else { return }
        requestCount += cells.count
        let channel = self.channel
        let errors = await withTaskGroup(of: (Int, SDLError?).self) { group in
            for (index, (_, cell)) in cells.enumerated() {
                let request = SDLDeleteInteractionChoiceSet(interactionChoiceSetID: cell.id)
                group.addTask { (index, await channel.failure(of: request, alsoAccepting: .invalidId)) }
            }
            var errors: [Int: SDLError] = [:]
            for await (index, error) in group { if let error { errors[index] = error } }
            return errors
        }
        for (index, (choice, cell)) in cells.enumerated() {
            if let error = errors[index] {
                // IN_USE: a PerformInteraction opened meanwhile (not by this manager); try after the next one.
                if error.resultCode == .inUse { deleteWhenUnused.insert(choice) }
                continue
            }
            loaded[choice] = nil
            sentTexts.remove(cell.sentText)
            freeIDs.append(cell.id)
        }
    }
}
