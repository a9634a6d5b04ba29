import SDLSession

extension SDLFileManager {
    /// Uploads each dynamic artwork of `artworks` the head unit lacks (each name once; static icons
    /// never) and returns the ones whose upload failed, with why, in order.
    func uploadMissing(_ artworks: [SDLArtwork]) async -> [(name: String, error: SDLError)] {
        var failures: [(name: String, error: SDLError)] = []
        var seen: Set<String> = []
        for artwork in artworks where !artwork.isStaticIcon && seen.insert(artwork.name).inserted {
            guard !hasUploadedFile(named: artwork.name) else { continue }
            do {
                _ = try await upload(artwork)
            } catch {
                failures.append((artwork.name, error))
            }
        }
        return failures
    }
}
