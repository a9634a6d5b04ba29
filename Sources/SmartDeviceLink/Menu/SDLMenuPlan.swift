/// What one menu update does: the cells to delete, and the new menu, cell by cell, as kept (with
/// the plan for a kept submenu's cells) or to add. Pure, so the RPCs an update costs can be counted
/// without a head unit.
struct SDLMenuPlan: Sendable {
    /// One cell of the new menu.
    indirect enum Node: Sendable {
        /// A cell the head unit holds already; a submenu's cells are planned in turn.
        case keep(shown: SDLShownMenuCell, planned: SDLPlannedMenuCell, children: [Node]?)
        /// A cell to add (a submenu with all its cells).
        case add(SDLPlannedMenuCell)
    }

    /// The cells to delete, outermost only (deleting a submenu deletes its cells).
    var deletes: [SDLShownMenuCell] = []
    /// The new top level.
    var nodes: [Node] = []

    /// The plan turning `shown` into `planned`: cell by cell (each level a `SDLMenuDiff`), or,
    /// with `replacingAll`, deleting every shown cell and adding every planned one.
    static func make(shown: [SDLShownMenuCell], planned: [SDLPlannedMenuCell], replacingAll: Bool) -> SDLMenuPlan {
        var plan = SDLMenuPlan()
        plan.nodes = plan.level(shown: shown, planned: planned, replacingAll: replacingAll)
        return plan
    }

    private mutating func level(shown: [SDLShownMenuCell], planned: [SDLPlannedMenuCell], replacingAll: Bool) -> [Node] {
        let diff = replacingAll
            ? SDLMenuDiff.replacingAll(oldCount: shown.count, newCount: planned.count)
            : SDLMenuDiff.between(shown.map(\.entry), planned.map(\.entry))
        deletes += diff.deleted.map { shown[$0] }
        var keptByNew: [Int: Int] = [:]
        for pair in diff.kept { keptByNew[pair.new] = pair.old }
        return planned.indices.map { index in
            guard let old = keptByNew[index] else { return .add(planned[index]) }
            let children = planned[index].children.map { level(shown: shown[old].children ?? [], planned: $0, replacingAll: false) }
            return .keep(shown: shown[old], planned: planned[index], children: children)
        }
    }

    /// The AddCommand and AddSubMenu requests the plan sends.
    var addCount: Int { Self.adds(in: nodes) }

    /// The DeleteCommand and DeleteSubMenu requests the plan sends.
    var deleteCount: Int { deletes.count }

    private static func adds(in nodes: [Node]) -> Int {
        nodes.reduce(0) { total, node in
            switch node {
            case .add(let cell): total + 1 + cellCount(cell.children ?? [])
            case .keep(_, _, let children): total + adds(in: children ?? [])
            }
        }
    }

    private static func cellCount(_ cells: [SDLPlannedMenuCell]) -> Int {
        cells.reduce(0) { $0 + 1 + cellCount($1.children ?? []) }
    }
}
