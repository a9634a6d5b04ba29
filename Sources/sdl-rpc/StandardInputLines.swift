import Foundation

/// Standard input as an asynchronous sequence of lines, read on a thread of its own so a blocking
/// read never holds a Swift concurrency thread. Ends at end of input.
enum StandardInputLines {
    static func stream() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        let thread = Thread {
            while let line = readLine(strippingNewline: true) {
                continuation.yield(line)
            }
            continuation.finish()
        }
        thread.start()
        return stream
    }
}
