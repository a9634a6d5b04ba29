import SDLSession

/// Where the app layer's managers report the failures nobody awaits, for the application's whole
/// life: every registration's managers report to the same hub, so a stream from
/// ``SDLApplication/errors()`` — and a deprecated single-slot handler — set once hears the errors
/// of every registration.
@MainActor
final class SDLUnawaitedErrorHub {
    private var streams = SDLEventStreams<SDLUnawaitedError>()
    /// The deprecated per-feature handlers (`menuErrorHandler` …), kept across registrations.
    var handlers: [SDLUnawaitedError.Feature: @MainActor (SDLError) -> Void] = [:]

    /// Sends `error` of `feature` to every stream, then to the feature's handler.
    func report(_ error: SDLError, from feature: SDLUnawaitedError.Feature) {
        streams.yield(SDLUnawaitedError(feature: feature, error: error))
        handlers[feature]?(error)
    }

    /// Reports every error of `errors` as `feature`'s, until the stream ends.
    func report(_ errors: AsyncStream<SDLError>, from feature: SDLUnawaitedError.Feature) async {
        for await error in errors { report(error, from: feature) }
    }

    /// A reporting function for `feature`, for a manager to call.
    func reporter(for feature: SDLUnawaitedError.Feature) -> @MainActor (SDLError) -> Void {
        { [weak self] error in self?.report(error, from: feature) }
    }

    /// Every failure reported from now on, until ``finish()``.
    func makeStream() -> AsyncStream<SDLUnawaitedError> {
        streams.makeStream()
    }

    /// Ends every stream made so far (the handlers stay).
    func finish() {
        streams.finish()
    }
}
