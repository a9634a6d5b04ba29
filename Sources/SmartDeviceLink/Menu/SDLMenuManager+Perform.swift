import SDLRPC
import SDLSession

extension SDLMenuManager {
    /// Puts `menu` and `voiceCommands` on the head unit: uploads, deletes, adds in order, then the
    /// menu's own properties. A refused or failed request does not stop the rest; the first one's
    /// error is the result.
    func perform(menu: SDLMenu?, voiceCommands: [SDLVoiceCommand]) async -> Result<Void, SDLError> {
        let capabilities = await systemCapabilityManager.capabilities
        let fitting: SDLMenuFitting
        do {
            fitting = try SDLMenuFitting.fit(
                menu: menu, voiceCommands: voiceCommands, to: SDLMenuDisplay(capabilities: capabilities, rpcVersion: rpcVersion))
        } catch {
            return .failure(error)
        }
        for warning in fitting.warnings { errorHandler(warning) }
        let replacingAll = switch dynamicUpdates {
        case .on: false
        case .off: true
        case .onWithCompatibility: capabilities.displayCapabilities?.displayName == "GEN3_8-INCH"
        }
        let plan = SDLMenuPlan.make(shown: shownCells, planned: fitting.cells, replacingAll: replacingAll)
        let voiceDiff = SDLMenuDiff.between(shownVoiceCommands.map(\.phrases), fitting.voiceCommands.map(\.phrases))
        var errors: [SDLError] = []

        let failedIcons = await upload(artworks(of: plan.nodes) + [fitting.globalIcon].compactMap { $0 }, errors: &errors)
        await delete(plan.deletes, voiceCommands: voiceDiff.deleted.map { shownVoiceCommands[$0] }, errors: &errors)
        shownCells = await add(plan.nodes, parentID: 0, failedIcons: failedIcons, errors: &errors)
        var voice: [SDLShownVoiceCommand] = []
        var keptVoice: [Int: Int] = [:]
        for pair in voiceDiff.kept { keptVoice[pair.new] = pair.old }
        for (index, command) in fitting.voiceCommands.enumerated() {
            if let old = keptVoice[index] {
                voice.append(SDLShownVoiceCommand(id: shownVoiceCommands[old].id, phrases: command.phrases, handler: command.handler))
            } else if let id = await send(SDLAddCommand(cmdID: ids.make(), vrCommands: command.phrases), errors: &errors) {
                voice.append(SDLShownVoiceCommand(id: id, phrases: command.phrases, handler: command.handler))
            }
        }
        shownVoiceCommands = voice
        await setGlobals(fitting.globals, icon: fitting.globalIcon, failedIcons: failedIcons, errors: &errors)
        return errors.first.map { .failure($0) } ?? .success(())
    }

    /// Every dynamic artwork the cells to add show, once each.
    private func artworks(of nodes: [SDLMenuPlan.Node]) -> [SDLArtwork] {
        var found: [SDLArtwork] = []
        func collect(_ cell: SDLPlannedMenuCell) {
            found += [cell.icon, cell.secondaryIcon].compactMap { $0 }
            for child in cell.children ?? [] { collect(child) }
        }
        for node in nodes {
            switch node {
            case .add(let cell): collect(cell)
            case .keep(_, _, let children): found += artworks(of: children ?? [])
            }
        }
        return found
    }

    /// Uploads the artworks the head unit lacks; returns the names of those that failed.
    private func upload(_ artworks: [SDLArtwork], errors: inout [SDLError]) async -> Set<String> {
        let failures = await fileManager.uploadMissing(artworks)
        errors += failures.map {
            SDLError(code: .uploadFailed, message: "uploading the menu artwork '\($0.name)' failed (its cells are shown without it): \($0.error)")
        }
        return Set(failures.map(\.name))
    }

    /// Sends every delete at once (their order does not matter); a cell stays known as shown only
    /// when its delete failed for another reason than the head unit not having it.
    private func delete(_ cells: [SDLShownMenuCell], voiceCommands: [SDLShownVoiceCommand], errors: inout [SDLError]) async {
        guard !cells.isEmpty || !voiceCommands.isEmpty else { return }
        requestCount += cells.count + voiceCommands.count
        let channel = self.channel
        let failures = await withTaskGroup(of: SDLError?.self) { group in
            for cell in cells {
                let isSubMenu = cell.entry.isSubMenu, id = cell.id
                group.addTask {
                    isSubMenu
                        ? await channel.failure(of: SDLDeleteSubMenu(menuID: id), alsoAccepting: .invalidId)
                        : await channel.failure(of: SDLDeleteCommand(cmdID: id), alsoAccepting: .invalidId)
                }
            }
            for command in voiceCommands {
                let id = command.id
                group.addTask { await channel.failure(of: SDLDeleteCommand(cmdID: id), alsoAccepting: .invalidId) }
            }
            var failures: [SDLError] = []
            for await failure in group { if let failure { failures.append(failure) } }
            return failures
        }
        errors += failures
    }

    /// Sends the adds of one level in order (position = index), a kept submenu's changes after it,
    /// an added submenu's cells right after it; returns the level as the head unit now holds it.
    private func add(
        _ nodes: [SDLMenuPlan.Node], parentID: Int, failedIcons: Set<String>, errors: inout [SDLError]
    ) async -> [SDLShownMenuCell] {
        var level: [SDLShownMenuCell] = []
        for (index, node) in nodes.enumerated() {
            switch node {
            case .keep(var shown, let planned, let children):
                shown.handler = planned.handler
                shown.declared = planned.declared
                if let children { shown.children = await add(children, parentID: shown.id, failedIcons: failedIcons, errors: &errors) }
                level.append(shown)
            case .add(let planned):
                if let shown = await add(planned, position: index, parentID: parentID, failedIcons: failedIcons, errors: &errors) {
                    level.append(shown)
                }
            }
        }
        return level
    }

    /// Adds one cell (a submenu with its cells); `nil` when the head unit refused it.
    private func add(
        _ cell: SDLPlannedMenuCell, position: Int, parentID: Int, failedIcons: Set<String>, errors: inout [SDLError]
    ) async -> SDLShownMenuCell? {
        var entry = cell.entry
        let icon = cell.icon.flatMap { failedIcons.contains($0.name) ? nil : $0 }
        let secondaryIcon = cell.secondaryIcon.flatMap { failedIcons.contains($0.name) ? nil : $0 }
        entry.iconName = icon?.name
        entry.secondaryIconName = secondaryIcon?.name
        let position = min(position, Int(SDLMenuParams.Parameters.position.maxValue ?? 1000))
        let parent = parentID == 0 ? nil : parentID
        guard let children = cell.children else {
            let request = SDLAddCommand(
                cmdID: ids.make(),
                menuParams: SDLMenuParams(
                    parentID: parent, position: position, menuName: entry.text, secondaryText: entry.secondaryText,
                    tertiaryText: entry.tertiaryText),
                vrCommands: entry.voiceCommands.isEmpty ? nil : entry.voiceCommands, cmdIcon: icon?.image,
                secondaryImage: secondaryIcon?.image)
            guard let id = await send(request, errors: &errors) else { return nil }
            return SDLShownMenuCell(id: id, entry: entry, declared: cell.declared, handler: cell.handler, children: nil)
        }
        let request = SDLAddSubMenu(
            menuID: ids.make(), position: position, menuName: entry.text, menuIcon: icon?.image, menuLayout: entry.layout,
            parentID: parent, secondaryText: entry.secondaryText, tertiaryText: entry.tertiaryText, secondaryImage: secondaryIcon?.image)
        guard let id = await send(request, errors: &errors) else { return nil }
        var shownChildren: [SDLShownMenuCell] = []
        for (index, child) in children.enumerated() {
            if let shown = await add(child, position: index, parentID: id, failedIcons: failedIcons, errors: &errors) {
                shownChildren.append(shown)
            }
        }
        return SDLShownMenuCell(id: id, entry: entry, declared: cell.declared, handler: nil, children: shownChildren)
    }

    /// Sends an add; returns its ID when the head unit took it.
    private func send(_ request: SDLAddCommand, errors: inout [SDLError]) async -> Int? {
        requestCount += 1
        if let error = await channel.failure(of: request) { errors.append(error); return nil }
        return request.cmdID
    }

    private func send(_ request: SDLAddSubMenu, errors: inout [SDLError]) async -> Int? {
        requestCount += 1
        if let error = await channel.failure(of: request) { errors.append(error); return nil }
        return request.menuID
    }

    /// Sends the menu's title, icon and layout where they differ from the head unit's.
    private func setGlobals(_ globals: SDLMenuGlobals, icon: SDLArtwork?, failedIcons: Set<String>, errors: inout [SDLError]) async {
        var wanted = globals
        if let name = wanted.iconName, failedIcons.contains(name) { wanted.iconName = nil }
        var request = SDLSetGlobalProperties()
        var sent = shownGlobals
        if let title = wanted.title, title != shownGlobals.title { request.menuTitle = title; sent.title = title }
        if let name = wanted.iconName, name != shownGlobals.iconName, let icon { request.menuIcon = icon.image; sent.iconName = name }
        if let layout = wanted.layout, layout != shownGlobals.layout { request.menuLayout = layout; sent.layout = layout }
        guard sent != shownGlobals else { return }
        requestCount += 1
        if let error = await channel.failure(of: request) { errors.append(error); return }
        shownGlobals = sent
    }
}
