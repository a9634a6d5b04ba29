public import Foundation
public import SDLSession

extension SDLByteStream {
    /// A byte stream on a pair of Foundation streams the app opened — an iOS `EASession`'s
    /// `inputStream` and `outputStream` on an SDL accessory protocol, say.
    ///
    /// Opens the streams that are not open yet and throws when either fails to (so the session
    /// reports it as it reports a refused TCP connect). From then on the streams belong to the
    /// session: a dedicated thread reads `input` (never the Swift concurrency pool), a dedicated
    /// serial queue writes `output`, and both are closed when the connection ends, whoever ended it.
    /// Do not schedule them on a run loop, read, write or close them yourself afterwards; keep the
    /// object that owns them (the `EASession`) alive until the app's `close` or the end of the
    /// application.
    ///
    /// - Parameters:
    ///   - input: the head unit's bytes; its end or error ends the connection.
    ///   - output: where the session writes frames.
    /// - Throws: `SDLError` `connectionFailed` when a stream reports an error on opening.
    public init(input: InputStream, output: OutputStream) throws(SDLError) {
        if input.streamStatus == .notOpen { input.open() }
        if output.streamStatus == .notOpen { output.open() }
        for (name, status, error) in [("input", input.streamStatus, input.reportedError), ("output", output.streamStatus, output.reportedError)]
        where status == .error || status == .closed {
            input.close()
            output.close()
            let reason = error.map { "\($0)" } ?? (status == .closed ? "it is closed" : "no reason given")
            throw SDLError(code: .connectionFailed, message: "the \(name) stream did not open: \(reason)", underlyingError: error)
        }
        let reader = SDLFoundationStreamReader(input)
        let writer = SDLFoundationStreamWriter(output)
        self.init(
            incoming: reader.chunks(),
            write: { bytes in try await writer.write(bytes) },
            close: {
                reader.stop()
                writer.close()
            })
    }
}
