import Logging
import NIOConcurrencyHelpers

/// A swift-log handler that keeps every record, so a test can check what was logged and how often.
struct RecordingLogHandler: LogHandler {
    /// One logged line.
    struct Record: Sendable {
        var level: Logger.Level
        var message: String
        var metadata: Logger.Metadata
    }

    /// Where the records go; shared by every copy of the handler.
    final class Store: Sendable {
        private let box = NIOLockedValueBox<[Record]>([])
        var records: [Record] { box.withLockedValue { $0 } }
        func append(_ record: Record) { box.withLockedValue { $0.append(record) } }
    }

    let store: Store
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    /// A logger whose records land in `store`.
    static func logger(_ store: Store) -> Logger {
        Logger(label: "test") { _ in RecordingLogHandler(store: store) }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        store.append(Record(level: event.level, message: event.message.description, metadata: metadata.merging(event.metadata ?? [:]) { $1 }))
    }
}
