extension SDLHeadUnit {
    /// Every video service apps started on the emulator — ended ones first, in the order they
    /// ended, then running ones — with what each stream held (frames, NAL units, invalid units)
    /// and, with ``SDLHeadUnitConfiguration/videoRecordDirectory``, its recording.
    ///
    /// - Throws: ``SDLHeadUnitError`` when the head unit has stopped.
    public func videoStreams() async throws(SDLHeadUnitError) -> [SDLHeadUnitVideoStatistics] {
        try await onLoop { core in core.video.statistics }
    }
}
