import SDLRPC
import SDLSession

/// What the head unit can show of a menu: the negotiated RPC version and, when the display lists
/// them, its text fields, image fields and menu layouts (`nil`: not listed, so nothing is taken out).
struct SDLMenuDisplay: Sendable {
    var rpcVersion: SDLRPCVersion
    var textFields: Set<SDLTextFieldName>?
    var imageFields: Set<SDLImageFieldName>?
    var menuLayouts: [SDLMenuLayout]?

    /// The main window's fields and layouts from `capabilities`.
    init(capabilities: SDLSystemCapabilities, rpcVersion: SDLRPCVersion) {
        self.rpcVersion = rpcVersion
        let window = capabilities.mainWindowCapability
        textFields = window?.textFields.map { Set($0.map(\.name)) }
        imageFields = window?.imageFields.map { Set($0.map(\.name)) }
        menuLayouts = window?.menuLayoutsAvailable
    }

    /// A display that shows everything of `rpcVersion`.
    init(rpcVersion: SDLRPCVersion) {
        self.rpcVersion = rpcVersion
    }

    func shows(_ field: SDLTextFieldName, since: SDLRPCVersion?) -> Bool {
        (since.map { $0 <= rpcVersion } ?? true) && (textFields?.contains(field) ?? true)
    }

    func shows(_ field: SDLImageFieldName, since: SDLRPCVersion?) -> Bool {
        (since.map { $0 <= rpcVersion } ?? true) && (imageFields?.contains(field) ?? true)
    }

    /// Whether repeated texts within a level must be made unique: below RPC 7.1 the head unit
    /// refuses a `menuName` used twice under one parent (DUPLICATE_NAME); from 7.1 (SDL-0180's menu
    /// cell uniqueness) it takes them, as sdl_ios's `supportsMenuUniqueness` decides.
    var needsUniqueTexts: Bool { rpcVersion < SDLRPCVersion(7, 1, 0) }

    func offers(_ layout: SDLMenuLayout, since: SDLRPCVersion?) -> Bool {
        (since.map { $0 <= rpcVersion } ?? true) && (menuLayouts?.contains(layout) ?? true)
    }
}

/// The menu's own properties as sent with SetGlobalProperties.
struct SDLMenuGlobals: Equatable, Sendable {
    var title: String?
    var iconName: String?
    var layout: SDLMenuLayout?
}

/// A menu and voice commands fitted to a display: checked (nothing is sent when a check fails),
/// cut to what the display shows, cell texts made unique per level, empty phrases dropped.
struct SDLMenuFitting: Sendable {
    var cells: [SDLPlannedMenuCell]
    var voiceCommands: [SDLPlannedVoiceCommand]
    var globals: SDLMenuGlobals
    var globalIcon: SDLArtwork?
    /// What was left out and why (an unsupported layout); the rest is sent.
    var warnings: [SDLError]

    /// Fits `menu` and `voiceCommands` to `display`.
    ///
    /// - Throws: `SDLError` `invalidMenu` for a cell text that is empty or holds a tab or newline, or a
    ///   phrase holding one (the head unit answers INVALID_DATA); `duplicateVoiceCommand` for a
    ///   phrase used twice, ignoring case (the head unit answers DUPLICATE_NAME).
    static func fit(menu: SDLMenu?, voiceCommands: [SDLVoiceCommand], to display: SDLMenuDisplay) throws(SDLError) -> SDLMenuFitting {
        var fitting = SDLMenuFitting(cells: [], voiceCommands: [], globals: SDLMenuGlobals(), globalIcon: nil, warnings: [])
        var phrases = SDLPhraseRegistry()
        fitting.cells = try fitting.fit(menu?.cells ?? [], path: "menu", display: display, phrases: &phrases)
        for (index, command) in voiceCommands.enumerated() {
            let kept = try phrases.register(command.phrases, owner: "voice command \(index + 1)")
            if !kept.isEmpty { fitting.voiceCommands.append(SDLPlannedVoiceCommand(phrases: kept, handler: command.handler)) }
        }
        guard let menu else { return fitting }
        fitting.globals.title = menu.title
        if let icon = menu.icon, display.shows(.menuIcon, since: SDLSetGlobalProperties.Parameters.menuIcon.since) {
            fitting.globals.iconName = icon.name
            fitting.globalIcon = icon
        }
        fitting.globals.layout = fitting.layout(menu.layout, since: SDLSetGlobalProperties.Parameters.menuLayout.since, for: "the menu", display: display)
        return fitting
    }

    /// `cells` (one level, at `path`) fitted, their submenus too.
    private mutating func fit(
        _ cells: [SDLMenuCell], path: String, display: SDLMenuDisplay, phrases: inout SDLPhraseRegistry
    ) throws(SDLError) -> [SDLPlannedMenuCell] {
        var texts = SDLUniqueTexts(isNeeded: display.needsUniqueTexts)
        var planned: [SDLPlannedMenuCell] = []
        for cell in cells {
            let where_ = "\(path) › \(cell.text)"
            try Self.check(text: cell.text, at: path)
            let isSubMenu = cell.subCells != nil
            var entry = SDLMenuEntry(text: texts.unique(cell.text), voiceCommands: [], isSubMenu: isSubMenu)
            let fields = isSubMenu
                ? (SDLTextFieldName.menuSubMenuSecondaryText, SDLTextFieldName.menuSubMenuTertiaryText, SDLAddSubMenu.Parameters.secondaryText.since)
                : (SDLTextFieldName.menuCommandSecondaryText, SDLTextFieldName.menuCommandTertiaryText, SDLMenuParams.Parameters.secondaryText.since)
            if display.shows(fields.0, since: fields.2) { entry.secondaryText = cell.secondaryText }
            if display.shows(fields.1, since: fields.2) { entry.tertiaryText = cell.tertiaryText }
            let images = isSubMenu
                ? (SDLImageFieldName.subMenuIcon, SDLAddSubMenu.Parameters.menuIcon.since,
                   SDLImageFieldName.menuSubMenuSecondaryImage, SDLAddSubMenu.Parameters.secondaryImage.since)
                : (SDLImageFieldName.cmdIcon, SDLAddCommand.Parameters.cmdIcon.since,
                   SDLImageFieldName.menuCommandSecondaryImage, SDLAddCommand.Parameters.secondaryImage.since)
            let icon = display.shows(images.0, since: images.1) ? cell.artwork : nil
            let secondaryIcon = display.shows(images.2, since: images.3) ? cell.secondaryArtwork : nil
            entry.iconName = icon?.name
            entry.secondaryIconName = secondaryIcon?.name
            var children: [SDLPlannedMenuCell]?
            if case .subMenu(let layout, let subCells) = cell.kind {
                entry.layout = self.layout(layout, since: SDLAddSubMenu.Parameters.menuLayout.since, for: "submenu '\(cell.text)'", display: display)
                children = try fit(subCells, path: where_, display: display, phrases: &phrases)
            } else {
                entry.voiceCommands = try phrases.register(cell.voiceCommands, owner: "menu cell '\(where_)'")
            }
            planned.append(SDLPlannedMenuCell(
                entry: entry, declared: SDLMenuEntry(declaring: cell), icon: icon, secondaryIcon: secondaryIcon, handler: cell.handler, children: children))
        }
        return planned
    }

    /// `layout` when the display offers it; otherwise `nil` and a warning.
    private mutating func layout(_ layout: SDLMenuLayout?, since: SDLRPCVersion?, for what: String, display: SDLMenuDisplay) -> SDLMenuLayout? {
        guard let layout else { return nil }
        guard display.offers(layout, since: since) else {
            let offered = display.menuLayouts.map { $0.map(\.rawValue).joined(separator: ", ") } ?? "none before RPC 6.0"
            warnings.append(SDLError(
                code: .unsupportedMenuLayout,
                message: "the display has no menu layout \(layout.rawValue) for \(what) (it has: \(offered)); its default layout is used"))
            return nil
        }
        return layout
    }

    /// Refuses a text the head unit would answer INVALID_DATA.
    private static func check(text: String, at path: String) throws(SDLError) {
        if text.allSatisfy(\.isWhitespace) {
            throw SDLError(code: .invalidMenu, message: "a menu cell in \(path) has an empty text")
        }
        if text.contains(where: { $0 == "\t" || $0 == "\n" }) {
            throw SDLError(code: .invalidMenu, message: "the menu cell text '\(text)' in \(path) holds a tab or newline")
        }
    }
}

/// Makes texts unique within one level where the head unit needs it: the second "Play" becomes
/// "Play (2)", the third "Play (3)" (skipping a text taken already), as sdl_ios's
/// `SDLMenuReplaceUtilities` names them.
struct SDLUniqueTexts {
    /// Whether texts are changed at all (below RPC 7.1).
    let isNeeded: Bool
    private var used: Set<String> = []
    private var counts: [String: Int] = [:]

    init(isNeeded: Bool) {
        self.isNeeded = isNeeded
    }

    mutating func unique(_ text: String) -> String {
        guard isNeeded, used.contains(text) else {
            used.insert(text)
            return text
        }
        var count = counts[text, default: 1]
        var candidate: String
        repeat {
            count += 1
            candidate = "\(text) (\(count))"
        } while used.contains(candidate)
        counts[text] = count
        used.insert(candidate)
        return candidate
    }
}

/// Every phrase of a menu and its voice commands, to refuse one used twice (ignoring case, as the
/// head unit's `CheckCommandVRSynonym` compares them).
struct SDLPhraseRegistry {
    private var owners: [String: String] = [:]

    /// `phrases` without the empty ones, registered for `owner`.
    ///
    /// - Throws: `SDLError` `invalidMenu` for a phrase holding a tab or newline,
    ///   `duplicateVoiceCommand` for one registered already.
    mutating func register(_ phrases: [String], owner: String) throws(SDLError) -> [String] {
        var kept: [String] = []
        for phrase in phrases where !phrase.allSatisfy(\.isWhitespace) {
            if phrase.contains(where: { $0 == "\t" || $0 == "\n" }) {
                throw SDLError(code: .invalidMenu, message: "the voice command '\(phrase)' of \(owner) holds a tab or newline")
            }
            let key = phrase.lowercased()
            if let other = owners[key] {
                let also = other == owner ? "twice" : "also by \(other)"
                throw SDLError(
                    code: .duplicateVoiceCommand,
                    message: "the voice command '\(phrase)' of \(owner) is used \(also); each phrase (ignoring case) may select one command")
            }
            owners[key] = owner
            kept.append(phrase)
        }
        return kept
    }
}
