import SDLRPC
import SDLSession
import SDLProtocol

extension SDLApplication {
    /// The audio stream of this registration — a NAVIGATION or PROJECTION app's voice prompts —
    /// or `nil` when the app is not registered or is neither type.
    ///
    /// ```swift
    /// if let audio = application.audioStream {
    ///     try await audio.play(SDLPCMBuffer(wav: prompt, expecting: audio.format))
    /// }
    /// ```
    public var audioStream: SDLAudioStreamManager? { registration?.audio }

    /// Makes and runs the audio stream manager of a registration of a NAVIGATION or PROJECTION app,
    /// with the head unit's `pcmStreamCapabilities` and the main window's status so far (an
    /// OnHMIStatus may have come before the manager subscribed).
    func startAudioStreaming(
        on session: SDLSession, response: SDLRegisterAppInterfaceResponse, lifecycle: SDLLifecycleManager,
        in group: inout DiscardingTaskGroup
    ) -> SDLAudioStreamManager? {
        let types = configuration.lifecycle.appHMITypes ?? []
        guard types.contains(.navigation) || types.contains(.projection) else { return nil }
        let audio = SDLAudioStreamManager(
            channel: session, appTypes: types, isMediaApplication: configuration.lifecycle.isMediaApplication,
            pcmStreamCapabilities: response.pcmStreamCapabilities)
        group.addTask {
            if let status = await lifecycle.hmiStatuses[SDLHMIStatus.mainWindowID] { await audio.statusChanged(status) }
            await audio.run()
        }
        return audio
    }
}
