extension SDLMenuDiff {
    /// sdl_ios's dynamic menu update (`SDLDynamicMenuUpdateAlgorithm`, 7.x), kept to compare RPC
    /// counts with (the tests and `sdl-bench menu`), never to update a menu: for each start cell
    /// of the old level, walk the old cells from there and keep the first equal new cell after
    /// the last one kept; the run with the fewest adds wins (the first run with none at once).
    /// An empty old level adds everything; an empty new level deletes everything.
    package static func sdlIOSRunScore<Element: Equatable>(_ old: [Element], _ new: [Element]) -> SDLMenuDiff {
        guard !old.isEmpty, !new.isEmpty else { return replacingAll(oldCount: old.count, newCount: new.count) }
        var best: SDLMenuDiff?
        for run in old.indices {
            var kept: [Pair] = []
            var startIndex = 0
            for oldIndex in run..<old.count {
                for newIndex in startIndex..<new.count where old[oldIndex] == new[newIndex] {
                    kept.append(Pair(old: oldIndex, new: newIndex))
                    startIndex = newIndex + 1
                    break
                }
            }
            let keptOld = Set(kept.map(\.old)), keptNew = Set(kept.map(\.new))
            let diff = SDLMenuDiff(
                kept: kept, deleted: old.indices.filter { !keptOld.contains($0) }, added: new.indices.filter { !keptNew.contains($0) })
            if diff.added.isEmpty { return diff }
            if best.map({ diff.added.count < $0.added.count }) ?? true { best = diff }
        }
        return best ?? replacingAll(oldCount: old.count, newCount: new.count)
    }
}
