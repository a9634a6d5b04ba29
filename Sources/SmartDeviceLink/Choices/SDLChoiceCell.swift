public import SDLSession

/// One choice of an ``SDLChoiceSet``: its text in the list, optional secondary and tertiary text
/// and artwork, and the phrases that pick it by voice. Its fields have the names of a menu cell's
/// (``SDLMenuCell``): `text`, `secondaryText`, `tertiaryText`, `artwork`, `secondaryArtwork`,
/// `voiceCommands`.
///
/// ```swift
/// SDLChoiceCell("Home", artwork: SDLArtwork(staticIcon: "0x11"), voiceCommands: ["Home", "Go home"])
/// ```
public struct SDLChoiceCell: Hashable, Sendable {
    /// The text in the list (`menuName`).
    public var text: String
    /// A second line (`secondaryText`), where the head unit shows one.
    public var secondaryText: String?
    /// A third line (`tertiaryText`), where the head unit shows one.
    public var tertiaryText: String?
    /// The image beside the text (`image`); uploaded before the cell is loaded (a cell whose
    /// upload failed is loaded without it).
    public var artwork: SDLArtwork?
    /// A second image (`secondaryImage`, RPC 3.0 and later).
    public var secondaryArtwork: SDLArtwork?
    /// Phrases that pick this choice by voice (`vrCommands`). A voice interaction needs them on
    /// every choice.
    public var voiceCommands: [String]

    /// Creates a choice.
    public init(
        _ text: String, secondaryText: String? = nil, tertiaryText: String? = nil,
        artwork: SDLArtwork? = nil, secondaryArtwork: SDLArtwork? = nil, voiceCommands: [String] = []
    ) {
        self.text = text
        self.secondaryText = secondaryText
        self.tertiaryText = tertiaryText
        self.artwork = artwork
        self.secondaryArtwork = secondaryArtwork
        self.voiceCommands = voiceCommands
    }
}
