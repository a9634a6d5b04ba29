/// Which cells of one menu level stay on the head unit, which are deleted and which are added
/// (SDL-0210's dynamic menu update), computed from what each cell shows.
///
/// The cells kept are a longest common subsequence of the old and new levels, so the number of
/// deletes (old count − kept) and of adds (new count − kept) are both the fewest possible for
/// any update that keeps the order. sdl_ios's `SDLDynamicMenuUpdateAlgorithm` matches greedily
/// from each starting cell and keeps the run with the fewest adds; a longest common subsequence
/// keeps at least as many cells as any of those runs (each run's kept cells are a common
/// subsequence), so this diff never sends more RPCs than sdl_ios's.
///
/// ```swift
/// let diff = SDLMenuDiff.between(["A", "B", "C"], ["A", "C", "D"])
/// // kept [(0, 0), (2, 1)], deleted [1], added [2]
/// ```
package struct SDLMenuDiff: Equatable {
    /// Kept cells as (old index, new index), ascending in both.
    package var kept: [Pair]
    /// Old indexes of the cells to delete, ascending.
    package var deleted: [Int]
    /// New indexes of the cells to add, ascending.
    package var added: [Int]

    /// An old cell that stays, and where it is in the new level.
    package struct Pair: Equatable {
        package var old: Int
        package var new: Int
    }

    /// The diff that deletes every old cell and adds every new one (compatibility mode).
    package static func replacingAll(oldCount: Int, newCount: Int) -> SDLMenuDiff {
        SDLMenuDiff(kept: [], deleted: Array(0..<oldCount), added: Array(0..<newCount))
    }

    /// The fewest deletes and adds turning `old` into `new`.
    package static func between<Element: Equatable>(_ old: [Element], _ new: [Element]) -> SDLMenuDiff {
        let kept = longestCommonSubsequence(old, new)
        let keptOld = Set(kept.map(\.old))
        let keptNew = Set(kept.map(\.new))
        return SDLMenuDiff(
            kept: kept,
            deleted: old.indices.filter { !keptOld.contains($0) },
            added: new.indices.filter { !keptNew.contains($0) })
    }

    /// One longest common subsequence of `old` and `new`, as index pairs (dynamic programming over
    /// suffixes: O(old × new) time and space, a few milliseconds for 1000 × 1000 cells). Among
    /// equally long ones it keeps the earliest old cells.
    private static func longestCommonSubsequence<Element: Equatable>(_ old: [Element], _ new: [Element]) -> [Pair] {
        let rows = old.count, columns = new.count
        guard rows > 0, columns > 0 else { return [] }
        let width = columns + 1
        // lengths[i * width + j]: the LCS length of old[i...] and new[j...].
        var lengths = [Int](repeating: 0, count: (rows + 1) * width)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                lengths[i * width + j] = old[i] == new[j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var pairs: [Pair] = []
        var i = 0, j = 0
        while i < rows, j < columns {
            if old[i] == new[j] {
                pairs.append(Pair(old: i, new: j))
                i += 1
                j += 1
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }
}
