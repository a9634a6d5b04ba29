import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches the lock-screen icon the head unit names in OnSystemRequest(LOCK_SCREEN_ICON_URL): one
/// HTTP(S) GET with a timeout, the body as bytes. Never throws anything but `SDLError`:
/// `invalidIconURL` for a URL that is not http(s), `timedOut` when no answer came in time,
/// `iconDownloadFailed` for a refused connection, a non-2xx status or an empty body, `cancelled`
/// when the task was cancelled.
struct SDLLockScreenIconLoader: Sendable {
    /// How long the whole GET may take.
    var timeout: Duration

    /// The body of a GET of `urlString`.
    func load(_ urlString: String) async throws(SDLError) -> [UInt8] {
        let url = try Self.validURL(urlString)
        // The timer below keeps the timeout; the request's own (whole seconds on Linux, where a
        // fraction of one fires at once) is only a backstop a second later.
        let seconds = Double(timeout.components.seconds + 2)
        let session = Self.session
        let request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: seconds)
        let once = SDLIconLoadOnce()
        let timeout = self.timeout
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<[UInt8], SDLError>, Never>) in
                once.install(continuation)
                let task = session.dataTask(with: request) { data, response, error in
                    once.finish(Self.result(of: urlString, data: data, response: response, error: error))
                }
                // The data task is never cancelled: in swift-corelibs-foundation, cancelling a task
                // whose completion handler runs (or is about to) makes the task fail a second time
                // after the session dropped it ("Trying to access a behaviour for a task that is not
                // in the registry", a fatal error seen under ThreadSanitizer). After a timeout or a
                // cancellation the task ends by itself at the session's backstop, its answer unused.
                task.resume()
                let timer = Task {
                    try await Task.sleep(for: timeout)
                    once.finish(.failure(SDLError(code: .timedOut, message: "no lock-screen icon from \(urlString) within \(timeout)")))
                }
                once.onFinish { timer.cancel() }
            }
        } onCancel: {
            once.finish(.failure(SDLError(code: .cancelled, message: "the lock-screen icon load was cancelled")))
        }
        return try result.get()
    }

    /// One session for every load of the process (a cloud app's cars each load an icon): in
    /// swift-corelibs-foundation each `URLSession` keeps its libcurl handles after it is
    /// invalidated — about 30 KB per session, a leak per car when each load made its own. No
    /// cache, no cookies; a resource backstop of a minute beside each request's timeout.
    private static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForResource = 60
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        return URLSession(configuration: configuration)
    }()

    /// `urlString` as a URL with an http or https scheme and a host.
    static func validURL(_ urlString: String) throws(SDLError) -> URL {
        guard let url = URL(string: urlString), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else {
            throw SDLError(code: .invalidIconURL, message: "'\(urlString)' is not an http(s) URL of a lock-screen icon")
        }
        return url
    }

    /// What a finished data task means.
    private static func result(of urlString: String, data: Data?, response: URLResponse?, error: (any Error)?) -> Result<[UInt8], SDLError> {
        if let error {
            if let urlError = error as? URLError, urlError.code == .timedOut {
                return .failure(SDLError(code: .timedOut, message: "no lock-screen icon from \(urlString) in time", underlyingError: error))
            }
            return .failure(SDLError(code: .iconDownloadFailed, message: "loading \(urlString) failed: \(error)", underlyingError: error))
        }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            return .failure(SDLError(code: .iconDownloadFailed, message: "\(urlString) answered HTTP \(http.statusCode)"))
        }
        guard let data, !data.isEmpty else {
            return .failure(SDLError(code: .iconDownloadFailed, message: "\(urlString) answered no bytes"))
        }
        return .success([UInt8](data))
    }
}
