import SDLRPC
import SDLSession

/// Keeps choice cells on the head unit for one registration, as sdl_ios's choice set manager does
/// and better: each cell is its own set (one CreateInteractionChoiceSet per cell, its choice ID as
/// the set ID), loaded once and reused by every presentation that shows it.
///
/// - ``preload(_:)`` loads the cells not loaded yet (a cell whose CreateInteractionChoiceSet
///   failed is not loaded, and the next use tries again); presenting loaded cells sends no
///   CreateInteractionChoiceSet, only the PerformInteraction.
/// - ``delete(_:)`` sends one DeleteInteractionChoiceSet per loaded cell; while a presentation is
///   in flight (SDL Core 8.x answers IN_USE to any delete then) the deletes wait for it to end.
/// - Below RPC 7.1 the head unit refuses a `menuName` used twice, so a cell whose text another
///   loaded (or loading) cell has goes out as "Shell (2)"; the app still gets its own cell back.
/// - Artwork is uploaded before the cells that show it; a cell whose upload failed is loaded
///   without the image.
/// - A new registration (after a reconnect) starts empty: cells are loaded again when next used.
///
/// ```swift
/// try await application.choiceSetManager?.preload(stations.choices)   // while nothing waits for it
/// let result = try await presentOverlayController(SDLInteractionController(title: "Station", choiceSet: stations))
/// ```
@MainActor
public final class SDLChoiceSetManager {
    let channel: any SDLRPCChannel
    let fileManager: SDLFileManager
    let rpcVersion: SDLRPCVersion

    /// The loaded cells.
    var loaded: [SDLChoiceCell: SDLLoadedChoice] = [:]
    /// Cells being loaded, with who waits for them.
    var loading: [SDLChoiceCell: [CheckedContinuation<Result<SDLLoadedChoice, SDLError>, Never>]] = [:]
    /// How many presentations are in flight. Core 8.x answers IN_USE to a delete of *any* set
    /// while the app has a PerformInteraction open, so deletes wait for none to be.
    var activePresentations = 0
    /// Cells to delete once no presentation is in flight (or once loaded).
    var deleteWhenUnused: Set<SDLChoiceCell> = []
    /// IDs free again (their cell was deleted), and the next never-used one.
    var freeIDs: [Int] = []
    var nextID: Int = SDLChoiceSetManager.lowestID
    /// Texts sent for loaded and loading cells (to make a repeated one unique below RPC 7.1).
    var sentTexts: Set<String> = []
    /// The number of cells loaded so far (orders ``loadedChoices``).
    var loadOrder = 0

    /// The CreateInteractionChoiceSet and DeleteInteractionChoiceSet requests sent, to see what a
    /// presentation cost.
    public internal(set) var requestCount = 0

    static let lowestID = Int(SDLChoice.Parameters.choiceID.minValue ?? 0)
    static let highestID = Int(SDLChoice.Parameters.choiceID.maxValue ?? 65_535)

    init(channel: any SDLRPCChannel, fileManager: SDLFileManager, rpcVersion: SDLRPCVersion) {
        self.channel = channel
        self.fileManager = fileManager
        self.rpcVersion = rpcVersion
    }

    /// Whether `choice` is loaded on the head unit.
    public func isLoaded(_ choice: SDLChoiceCell) -> Bool { loaded[choice] != nil }

    /// The loaded cells, in the order they were loaded.
    public var loadedChoices: [SDLChoiceCell] {
        loaded.sorted { $0.value.order < $1.value.order }.map(\.key)
    }

    /// Loads the cells of `choices` that are not loaded yet (each once, however often listed) and
    /// returns when all are, or when the first failed (the others still load).
    ///
    /// - Throws: `SDLError`: `invalidChoice` for a cell with an empty text or a tab or newline in
    ///   its text or voice commands (nothing is sent for it); the first refused or failed
    ///   CreateInteractionChoiceSet.
    public func preload(_ choices: [SDLChoiceCell]) async throws(SDLError) {
        for result in await load(choices) {
            if case .failure(let error) = result { throw error }
        }
    }

    /// Deletes the loaded cells of `choices` from the head unit (one DeleteInteractionChoiceSet
    /// each); while a presentation is in flight they are deleted when it ends, a cell still
    /// loading once loaded. Returns when the deletes sent now are answered.
    public func delete(_ choices: [SDLChoiceCell]) async {
        var now: [SDLChoiceCell] = []
        for choice in Set(choices) {
            if activePresentations > 0 || loading[choice] != nil {
                deleteWhenUnused.insert(choice)
            } else if loaded[choice] != nil {
                now.append(choice)
            }
        }
        await send(deletesOf: now)
    }
}

/// A cell on the head unit: its choice ID (also its set's ID), the text sent, and when it loaded.
struct SDLLoadedChoice: Sendable {
    var id: Int
    var sentText: String
    var order: Int
}
