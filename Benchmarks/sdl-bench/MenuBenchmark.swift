import Foundation
import Logging
import SDLHeadUnit
import SmartDeviceLink

/// `sdl-bench menu`: for sdl_ios's own menu-update cases and a few larger ones, the RPCs this
/// package sends (counted on the in-process emulator) beside what sdl_ios's dynamic update
/// algorithm would send (`SDLMenuDiff.sdlIOSRunScore`, a port of `SDLDynamicMenuUpdateAlgorithm`,
/// applied per level as sdl_ios does for kept submenus) and the fewest possible (deletes plus adds
/// that keep a longest common subsequence of each level, computed here by plain recursion); then
/// the time from a menu change to the head unit's last response.
struct MenuBenchmark {
    /// A menu as the benchmark describes it: titles, and cells for a submenu.
    struct Cell: Equatable {
        var title: String
        var children: [Cell]?
        static func command(_ title: String) -> Cell { Cell(title: title, children: nil) }
    }

    struct Case {
        var name: String
        var old: [Cell]
        var new: [Cell]
    }

    /// Timed changes in the latency part.
    var changes = 50

    static func cells(_ numbers: [Int]) -> [Cell] { numbers.map { .command("Cell \($0)") } }

    static var cases: [Case] {
        let hundred = cells(Array(1...100))
        var renamed = hundred
        renamed[49] = .command("Cell 50, renamed")
        let twenty = cells(Array(1...20))
        var moved = twenty
        moved.append(moved.removeFirst())
        var shuffled = twenty
        var generator = BenchGenerator(seed: 2026)
        shuffled.shuffle(using: &generator)
        let subMenu = Cell(title: "Playlists", children: cells(Array(1...10)))
        var changedSubMenu = subMenu
        changedSubMenu.children?[3] = .command("Cell 4, renamed")
        changedSubMenu.children?.append(.command("Cell 11"))
        return [
            Case(name: "sdl_ios: [1 2 3 4] → [1 2 3 4 5]", old: cells([1, 2, 3, 4]), new: cells([1, 2, 3, 4, 5])),
            Case(name: "sdl_ios: [1 2 3 4] → [1 2 3]", old: cells([1, 2, 3, 4]), new: cells([1, 2, 3])),
            Case(name: "sdl_ios: [1 2 3] → [4 5 6]", old: cells([1, 2, 3]), new: cells([4, 5, 6])),
            Case(name: "sdl_ios: [1 2 3 4] → [2 1 4 3]", old: cells([1, 2, 3, 4]), new: cells([2, 1, 4, 3])),
            Case(name: "sdl_ios: [1 2 3 4] → []", old: cells([1, 2, 3, 4]), new: []),
            Case(name: "sdl_ios: [] → [1 2 3 4]", old: [], new: cells([1, 2, 3, 4])),
            Case(name: "[0 3 1 2] → [0 1 2 3]", old: cells([0, 3, 1, 2]), new: cells([0, 1, 2, 3])),
            Case(name: "100 cells, the same again", old: hundred, new: hundred),
            Case(name: "100 cells, one renamed", old: hundred, new: renamed),
            Case(name: "20 cells, the first moved last", old: twenty, new: moved),
            Case(name: "20 cells, reversed", old: twenty, new: Array(twenty.reversed())),
            Case(name: "20 cells, shuffled", old: twenty, new: shuffled),
            Case(name: "a submenu's cells: one renamed, one added", old: [.command("Home"), subMenu], new: [.command("Home"), changedSubMenu]),
            Case(name: "a submenu of 10 removed", old: [.command("Home"), subMenu], new: [.command("Home")]),
        ]
    }

    @MainActor
    func run() async throws {
        var configuration = SDLHeadUnitConfiguration()
        configuration.port = 0
        configuration.recordsEvents = false
        configuration.logger.logLevel = .warning
        configuration.appTimeScaleMaxRequests = 0
        let headUnit = try await SDLHeadUnit.start(configuration)
        let application = SDLApplication(
            configuration: SDLApplication.Configuration(appName: "Menu Bench", appID: "menu-bench", connection: .tcp(port: headUnit.port)),
            rootViewController: SDLViewController(), delegate: nil)
        let events = application.events()
        application.start()
        for await event in events where event == .didBecomeActive { break }
        guard let manager = application.menuManager else { throw BenchmarkError("no menu manager after activation") }

        print("Menu updates: RPCs sent (this package on the emulator) · sdl_ios's algorithm · the fewest possible")
        let width = Self.cases.map(\.name.count).max() ?? 0
        print("  " + "case".padding(toLength: width, withPad: " ", startingAt: 0) + "   ours  sdl_ios  fewest")
        var worse = 0
        for benchCase in Self.cases {
            application.menu = SDLMenu(cells: Self.menuCells(benchCase.old))
            try await manager.update()
            let before = manager.requestCount
            application.menu = SDLMenu(cells: Self.menuCells(benchCase.new))
            try await manager.update()
            let ours = manager.requestCount - before
            let peer = Self.peerCount(benchCase.old, benchCase.new)
            let fewest = Self.fewest(benchCase.old, benchCase.new)
            if ours > peer { worse += 1 }
            print("  \(benchCase.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(String(format: "%5d  %7d  %6d", ours, peer, fewest))")
        }
        print(worse == 0 ? "  in every case no more RPCs than sdl_ios" : "  MORE RPCs than sdl_ios in \(worse) case(s)")

        let clock = ContinuousClock()
        let hundred = Self.cases[8]
        var full: [Duration] = []
        var oneCell: [Duration] = []
        for _ in 0..<changes {
            application.menu = nil
            try await manager.update()
            var start = clock.now
            application.menu = SDLMenu(cells: Self.menuCells(hundred.old))
            try await manager.update()
            full.append(clock.now - start)
            start = clock.now
            application.menu = SDLMenu(cells: Self.menuCells(hundred.new))
            try await manager.update()
            oneCell.append(clock.now - start)
        }
        print("Menu change → the head unit's last response (loopback, \(changes) runs each):")
        BenchmarkTable.print([
            ("100 cells from none (100 AddCommand)", full),
            ("100 cells, one renamed (2 RPCs)", oneCell),
        ])
        await application.stop()
        await headUnit.stop()
    }

    /// The benchmark's cells as menu cells.
    static func menuCells(_ cells: [Cell]) -> [SDLMenuCell] {
        cells.map { cell in
            guard let children = cell.children else { return SDLMenuCell(cell.title) }
            return SDLMenuCell(cell.title, kind: .subMenu(layout: nil, cells: menuCells(children)))
        }
    }

    /// What sdl_ios sends: its run score per level, recursing into submenus it keeps; an added
    /// submenu costs itself and its cells, a deleted one a single DeleteSubMenu.
    static func peerCount(_ old: [Cell], _ new: [Cell]) -> Int {
        let diff = SDLMenuDiff.sdlIOSRunScore(old.map(\.shape), new.map(\.shape))
        let adds = diff.added.reduce(0) { $0 + size(new[$1]) }
        let kept = diff.kept.reduce(0) { total, pair in
            total + (new[pair.new].children.map { peerCount(old[pair.old].children ?? [], $0) } ?? 0)
        }
        return diff.deleted.count + adds + kept
    }

    /// The fewest RPCs: per level, everything not in a longest common subsequence is deleted or
    /// added (plain recursion with a memo, independent of the package's own diff).
    static func fewest(_ old: [Cell], _ new: [Cell]) -> Int {
        var memo: [Int: (Int, [(Int, Int)])] = [:]
        func lcs(_ i: Int, _ j: Int) -> (Int, [(Int, Int)]) {
            if i == old.count || j == new.count { return (0, []) }
            if let known = memo[i * 10_000 + j] { return known }
            let skipOld = lcs(i + 1, j), skipNew = lcs(i, j + 1)
            var best = skipOld.0 >= skipNew.0 ? skipOld : skipNew
            if old[i].shape == new[j].shape {
                let rest = lcs(i + 1, j + 1)
                if rest.0 + 1 > best.0 { best = (rest.0 + 1, [(i, j)] + rest.1) }
            }
            memo[i * 10_000 + j] = best
            return best
        }
        let (length, pairs) = lcs(0, 0)
        let keptNew = Set(pairs.map(\.1))
        let adds = new.indices.filter { !keptNew.contains($0) }.reduce(0) { $0 + size(new[$1]) }
        let inner = pairs.reduce(0) { total, pair in
            total + (new[pair.1].children.map { fewest(old[pair.0].children ?? [], $0) } ?? 0)
        }
        return (old.count - length) + adds + inner
    }

    /// The RPCs adding `cell` costs: itself and every cell under it.
    static func size(_ cell: Cell) -> Int { 1 + (cell.children ?? []).reduce(0) { $0 + size($1) } }
}

extension MenuBenchmark.Cell {
    /// What the head unit compares: the title, and whether it is a submenu.
    var shape: String { children == nil ? title : "submenu " + title }
}

/// A small deterministic generator for the shuffled case.
struct BenchGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 11 | state << 53
    }
}
