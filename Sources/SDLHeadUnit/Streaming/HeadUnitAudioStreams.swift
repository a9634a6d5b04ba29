import SDLProtocol
/// The emulator's audio services, by app endpoint: those running and those that ended (their
/// figures stay readable through ``SDLHeadUnit/audioStreams()``). Lives on the head unit's loop.
final class HeadUnitAudioStreams: HeadUnitServiceStreams<HeadUnitAudioReceiver> {
    /// An audio service started, playing `format`, protected or not (a previous one on the endpoint ends).
    func started(_ endpoint: HeadUnitEndpoint, format: SDLHeadUnitAudioFormat, protected: Bool, log: @escaping (String) -> Void) {
        var statistics = SDLHeadUnitAudioStatistics(connection: endpoint.connection, session: endpoint.session, format: format)
        statistics.isProtected = protected
        start(HeadUnitAudioReceiver(statistics: statistics, recordDirectory: recordDirectory, log: log), on: endpoint)
    }
}
