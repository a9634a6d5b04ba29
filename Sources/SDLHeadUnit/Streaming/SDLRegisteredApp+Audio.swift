extension SDLRegisteredApp {
    /// Whether the app is one Core lets be heard (its `IsAudioApplication`): a media app, or a
    /// NAVIGATION, PROJECTION or COMMUNICATION app — AUDIBLE in FULL and LIMITED, so a navigation
    /// app's voice prompts can stream.
    var isAudioApplication: Bool {
        isMediaApplication || appHMITypes.contains { ["NAVIGATION", "PROJECTION", "COMMUNICATION"].contains($0) }
    }
}
