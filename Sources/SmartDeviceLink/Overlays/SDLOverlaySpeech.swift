/// The `ttsChunks` of an alert or subtle alert for its ``SDLPrompt``: audio files (TTSChunk
/// `FILE`) are uploaded first where the head unit plays them, as sdl_ios's alert manager does.
///
/// A `FILE` chunk is left out — and a note says why, for the result
/// (``SDLOverlayOutcome/noting(_:)``) — when the negotiated RPC version predates `FILE` (5.0),
/// when the head unit's `speechCapabilities` do not list `FILE`, or when its file's upload
/// failed. A file already uploaded is not uploaded again; a `FILE` chunk without a file in
/// ``SDLPrompt/audioFiles`` names one on the head unit and is sent as it is.
@MainActor
enum SDLOverlaySpeech {
    /// RPC 5.0: `SpeechCapabilities.FILE` (MOBILE_API.xml: `<element name="FILE" since="5.0" />`).
    static let fileSince = SDLRPCVersion(5, 0, 0)

    /// The chunks to send for `prompt` (`nil` when none is left) and what was left out.
    static func chunks(for prompt: SDLPrompt?, rpcName: String, in context: SDLOverlayContext) async -> (chunks: [SDLTTSChunk]?, notes: [String]) {
        guard let prompt, prompt.chunks.contains(where: { $0.type == .file }) else { return (prompt?.ttsChunks, []) }
        let names = Set(prompt.chunks.filter { $0.type == .file }.map(\.text))
        var refused: Set<String> = []
        var notes: [String] = []
        let speech = await context.capabilities().speechCapabilities ?? []
        if context.rpcVersion < fileSince || !speech.contains(.file) {
            refused = names
            notes.append("the head unit plays no audio files (speechCapabilities): \(rpcName) sent without \(quoted(names))")
        } else {
            for file in prompt.audioFiles where names.contains(file.name) {
                guard !(await context.fileManager.hasUploadedFile(named: file.name)) else { continue }
                do {
                    _ = try await context.fileManager.upload(file)
                } catch {
                    refused.insert(file.name)
                    notes.append("uploading the audio file '\(file.name)' failed (\(error.message)): \(rpcName) sent without it")
                }
            }
        }
        let kept = prompt.chunks.filter { $0.type != .file || !refused.contains($0.text) }
        return (kept.isEmpty ? nil : kept, notes)
    }

    private static func quoted(_ names: Set<String>) -> String {
        names.sorted().map { "'\($0)'" }.joined(separator: ", ")
    }
}
