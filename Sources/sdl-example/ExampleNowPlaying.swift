/// What the player plays: the title and artist the root screen shows (tagged as such) and the
/// example's media service publishes — one value, so the screen and the service never disagree.
struct ExampleNowPlaying: Hashable, Sendable {
    var title: String
    var artist: String

    /// What the example plays from the start.
    static let hello = ExampleNowPlaying(title: "Hello SDL", artist: "from the Swift app layer")
}
