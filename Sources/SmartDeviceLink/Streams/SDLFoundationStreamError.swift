import Foundation

/// Why a Foundation stream handed to ``SDLByteStream/init(input:output:)`` stopped.
enum SDLFoundationStreamError: Error, CustomStringConvertible {
    /// The stream reported an error while opening, reading or writing.
    case failed(_ operation: String, (any Error)?)
    /// The stream was closed or reached its end while bytes were still to be written.
    case closed

    var description: String {
        switch self {
        case .failed(let operation, let error?): "\(operation) the stream failed: \(error)"
        case .failed(let operation, nil): "\(operation) the stream failed"
        case .closed: "the stream is closed"
        }
    }
}

extension Stream {
    /// `streamError`, where reading it is safe: swift-corelibs-foundation (Linux) traps in its getter
    /// for a stream that failed (seen with a file stream that could not open), so there it is `nil`
    /// and the error says only what failed.
    var reportedError: (any Error)? {
        #if canImport(Darwin)
        streamError
        #else
        nil
        #endif
    }
}
