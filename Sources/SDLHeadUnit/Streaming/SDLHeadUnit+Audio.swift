extension SDLHeadUnit {
    /// Every audio service apps started on the emulator — ended ones first, in the order they
    /// ended, then running ones — with what each stream held and how it played out, and, with
    /// ``SDLHeadUnitConfiguration/videoRecordDirectory``, its `.wav` recording.
    ///
    /// - Throws: ``SDLHeadUnitError`` when the head unit has stopped.
    public func audioStreams() async throws(SDLHeadUnitError) -> [SDLHeadUnitAudioStatistics] {
        try await onLoop { core in core.audio.statistics }
    }
}
