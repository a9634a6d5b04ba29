@testable import SmartDeviceLink

/// The failures of a stream of ``SDLUnawaitedError``s (`application.errors()`), recorded on the
/// main actor as they come.
@MainActor
final class UnawaitedErrorLog {
    /// Every failure so far, oldest first.
    private(set) var failures: [SDLUnawaitedError] = []
    private var task: Task<Void, Never>?

    /// Starts recording `stream`.
    init(_ stream: AsyncStream<SDLUnawaitedError>) {
        task = Task { @MainActor [weak self] in
            for await failure in stream { self?.failures.append(failure) }
        }
    }

    /// The errors recorded so far.
    var errors: [SDLError] { failures.map(\.error) }

    /// Stops recording.
    func stop() {
        task?.cancel()
    }

    /// Released (a test's end): the recording task ends too, so it does not wait forever on a hub
    /// nobody finishes (a stand-alone screen manager's).
    deinit {
        task?.cancel()
    }
}
