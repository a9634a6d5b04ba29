import Foundation

/// Standard output without a buffer: each line is written at once, so the screens of a long run
/// reach a file or a pipe as they happen.
enum ExampleOutput {
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
