@testable import SmartDeviceLink
import SDLTestSupport
import Testing

/// The dynamic menu diff: sdl_ios's own test cases (SDLMenuUpdateAlgorithmSpec.m) and boundary
/// cases, each checked to be a valid diff, minimal, and never worse than sdl_ios's algorithm.
@Suite("Menu diff")
struct MenuDiffTests {
    /// sdl_ios's cases as (old, new, adds sdl_ios scores, deletes sdl_ios makes).
    static let sdlIOSCases: [(old: [Int], new: [Int], adds: Int, deletes: Int)] = [
        ([1, 2, 3, 4], [1, 2, 3, 4, 5], 1, 0),   // "new menu status of 22221 and an old menu status of 2222"
        ([1, 2, 3, 4], [1, 2, 3], 0, 1),         // "222 … 2220"
        ([1, 2, 3], [4, 5, 6], 3, 3),            // "111 … 000"
        ([1, 2, 3, 4], [2, 1, 4, 3], 2, 2),      // "1212 … 2020"
        ([1, 2, 3, 4], [], 0, 4),                // "no new menu status and an old menu status is 2222"
        ([], [1, 2, 3, 4], 4, 0),                // "1111 and no old menu status"
        ([], [], 0, 0),                          // "nil if old and new menu is an empty array"
    ]

    @Test("sdl_ios's cases: as few adds and deletes as sdl_ios scores, and a diff that rebuilds the new menu", arguments: sdlIOSCases.indices)
    func sdlIOSCase(_ index: Int) {
        let (old, new, adds, deletes) = Self.sdlIOSCases[index]
        let diff = SDLMenuDiff.between(old, new)
        #expect(diff.added.count == adds)
        #expect(diff.deleted.count == deletes)
        #expect(Self.apply(diff, old: old, new: new) == new)
        let peer = SDLMenuDiff.sdlIOSRunScore(old, new)
        #expect(peer.added.count == adds, "the port of sdl_ios's algorithm scores as its spec says")
        #expect(Self.apply(peer, old: old, new: new) == new)
    }

    @Test("the same menu again keeps every cell")
    func sameMenu() {
        let diff = SDLMenuDiff.between(Array(0..<100), Array(0..<100))
        #expect(diff.added.isEmpty && diff.deleted.isEmpty)
        #expect(diff.kept.count == 100)
    }

    @Test("one cell renamed in the middle of 100: one delete, one add, at its position")
    func oneRenamed() {
        var new = Array(0..<100)
        new[50] = 1000
        let diff = SDLMenuDiff.between(Array(0..<100), new)
        #expect(diff.deleted == [50])
        #expect(diff.added == [50])
    }

    @Test("a moved cell costs one delete and one add, where sdl_ios's greedy run may cost more")
    func movedCell() {
        // Moving the first cell to the end: the longest common subsequence keeps 1…5.
        let old = [0, 1, 2, 3, 4, 5], new = [1, 2, 3, 4, 5, 0]
        let diff = SDLMenuDiff.between(old, new)
        #expect(diff.added == [5] && diff.deleted == [0])
        #expect(SDLMenuDiff.sdlIOSRunScore(old, new).added.count >= diff.added.count)
    }

    @Test("moving one cell back: one delete and one add, where sdl_ios's greedy run sends two of each")
    func greedyIsNotMinimal() {
        // sdl_ios's run from cell 0 keeps 0 and 3 (the first match after 0), losing 1 and 2.
        let old = [0, 3, 1, 2], new = [0, 1, 2, 3]
        let ours = SDLMenuDiff.between(old, new)
        let peer = SDLMenuDiff.sdlIOSRunScore(old, new)
        #expect(ours.added == [3] && ours.deleted == [1])
        #expect(peer.added.count == 2 && peer.deleted.count == 2)
    }

    @Test("never more RPCs than sdl_ios, always a valid diff (random levels of up to 12 cells from 6 titles)")
    func randomLevels() {
        var generator = SeededGenerator(seed: 0x5D1_2026)
        for _ in 0..<2_000 {
            let old = (0..<Int(generator.next() % 13)).map { _ in Int(generator.next() % 6) }
            let new = (0..<Int(generator.next() % 13)).map { _ in Int(generator.next() % 6) }
            let ours = SDLMenuDiff.between(old, new)
            let peer = SDLMenuDiff.sdlIOSRunScore(old, new)
            #expect(Self.apply(ours, old: old, new: new) == new)
            #expect(Self.apply(peer, old: old, new: new) == new)
            #expect(ours.added.count + ours.deleted.count <= peer.added.count + peer.deleted.count, "\(old) → \(new)")
            #expect(ours.kept.count == Self.lcsLength(old, new), "the fewest adds possible for \(old) → \(new)")
        }
    }

    @Test("compatibility mode deletes every cell and adds every cell")
    func replacingAll() {
        let diff = SDLMenuDiff.replacingAll(oldCount: 3, newCount: 2)
        #expect(diff.deleted == [0, 1, 2] && diff.added == [0, 1] && diff.kept.isEmpty)
    }

    /// Applies `diff` the way the head unit sees it: deletes first, then each add inserted at its
    /// new index (positions), kept cells in their old order.
    static func apply(_ diff: SDLMenuDiff, old: [Int], new: [Int]) -> [Int] {
        let deleted = Set(diff.deleted)
        var level = old.indices.filter { !deleted.contains($0) }.map { old[$0] }
        #expect(diff.kept.map(\.old).allSatisfy { !deleted.contains($0) })
        #expect(zip(diff.kept.map(\.new), diff.kept.map(\.new).dropFirst()).allSatisfy { $0 < $1 }, "kept cells keep their order")
        for index in diff.added.sorted() { level.insert(new[index], at: min(index, level.count)) }
        return level
    }

    /// The length of a longest common subsequence, by plain recursion with memo (the oracle).
    static func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
        var memo: [Int: Int] = [:]
        func length(_ i: Int, _ j: Int) -> Int {
            if i == a.count || j == b.count { return 0 }
            if let known = memo[i * 100 + j] { return known }
            let result = a[i] == b[j] ? 1 + length(i + 1, j + 1) : max(length(i + 1, j), length(i, j + 1))
            memo[i * 100 + j] = result
            return result
        }
        return length(0, 0)
    }
}
