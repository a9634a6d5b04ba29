import SDLRPC
import SDLSession
import SDLTestSupport
import Testing

/// A configuration for tests: every timer a hang guard (``SDLSessionConfiguration/forTests``),
/// unless a test passes its own `connectTimeout` to see it fire.
func testConfiguration(
    connectTimeout: Duration? = nil, reconnect: SDLReconnectPolicy = .never, heartbeatInterval: Duration? = nil
) -> SDLSessionConfiguration {
    var configuration = SDLSessionConfiguration.forTests(connectTimeout: .seconds(5), reconnect: reconnect, heartbeatInterval: heartbeatInterval)
    if let connectTimeout { configuration.connectTimeout = connectTimeout }
    return configuration
}

/// The RegisterAppInterface an app would send.
func registerRequest(appName: String = "Test App", appID: String = "1234") -> SDLRegisterAppInterface {
    SDLRegisterAppInterface(
        syncMsgVersion: SDLSyncMsgVersion(majorVersion: 8, minorVersion: 0, patchVersion: 0),
        appName: appName, isMediaApplication: false,
        languageDesired: .enUs, hmiDisplayLanguageDesired: .enUs, appID: appID
    )
}

/// Runs `body` and returns the ``SDLError`` it throws; records an issue when it throws
/// nothing or something else.
func sessionError(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws -> Void
) async -> SDLError? {
    do {
        try await body()
        Issue.record("expected an SDLError, but nothing was thrown", sourceLocation: sourceLocation)
        return nil
    } catch let error as SDLError {
        return error
    } catch {
        Issue.record("expected an SDLError, got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// Collects a stream until it finishes (bounded by the session's own guarantees: the test fails
/// by timing out in `withTimeout` rather than hanging forever).
func collect<Element: Sendable>(_ stream: AsyncStream<Element>) async -> [Element] {
    var elements: [Element] = []
    for await element in stream { elements.append(element) }
    return elements
}

struct TestTimeout: Error, CustomStringConvertible {
    var what: String
    var description: String { "timed out: \(what)" }
}

/// Runs `body`, failing with ``TestTimeout`` if it does not finish within `limit`.
func withTimeout<T: Sendable>(
    _ limit: Duration = .seconds(10), _ what: String = "operation", _ body: @escaping @Sendable () async throws -> T
) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(for: TestTime.scaled(limit))
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else { throw TestTimeout(what: what) }
        return value
    }
}
