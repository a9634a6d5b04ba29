/// Where the chunk reader and the request meet: the reader notes every PerformAudioPassThru
/// response it passes, the request says which one is its own.
@MainActor
final class SDLAudioPassThruProgress {
    private var passed: Set<Int32> = []
    private var expected: Int32?

    /// The reader passed response `correlationID`; `true` when it is the request's own (stop reading).
    func reached(_ correlationID: Int32) -> Bool {
        passed.insert(correlationID)
        return correlationID == expected
    }

    /// The request's own response is `correlationID`; `true` when the reader passed it already.
    func expect(_ correlationID: Int32) -> Bool {
        expected = correlationID
        return passed.contains(correlationID)
    }
}
