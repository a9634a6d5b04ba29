import Foundation
import SDLRPC
import SDLSession

/// Runs `body` while `work` (a manager's `run()`) runs beside it; cancels `work` afterwards.
func withManagerRunning<T: Sendable>(
    _ work: @escaping @Sendable () async throws -> Void,
    _ body: () async throws -> T
) async throws -> T {
    try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await work() }
        defer { group.cancelAll() }
        return try await body()
    }
}

/// The next `count` values of `stream`; fewer if it ends first.
func firstValues<Element>(_ count: Int, of stream: AsyncStream<Element>) async -> [Element] {
    var values: [Element] = []
    var iterator = stream.makeAsyncIterator()
    while values.count < count, let value = await iterator.next() { values.append(value) }
    return values
}

/// Values of `stream` up to and including the first one matching `predicate`.
func valuesUntilMatch<Element>(of stream: AsyncStream<Element>, until predicate: (Element) -> Bool) async -> [Element] {
    var values: [Element] = []
    for await value in stream {
        values.append(value)
        if predicate(value) { break }
    }
    return values
}

/// A thread-safe box for values handlers share with the test.
final class SDLTestBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withValue<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    var current: Value { withValue { $0 } }
}

enum ManagerFixtures {
    /// A successful registration answer at RPC `version`.
    static func registration(
        _ resultCode: SDLResult = .success,
        success: Bool = true,
        version: SDLRPCVersion = SDLRPCVersion(8, 0, 0),
        language: SDLLanguage = .enUs,
        hmiDisplayLanguage: SDLLanguage = .enUs,
        info: String? = nil
    ) -> SDLRegisterAppInterfaceResponse {
        SDLRegisterAppInterfaceResponse(
            success: success, resultCode: resultCode, info: info,
            syncMsgVersion: version.syncMsgVersion, language: language, hmiDisplayLanguage: hmiDisplayLanguage)
    }

    static func hmiStatus(
        _ level: SDLHMILevel, window: Int? = nil, audio: SDLAudioStreamingState = .notAudible,
        context: SDLSystemContext = .main, video: SDLVideoStreamingState? = nil
    ) -> SDLOnHMIStatus {
        SDLOnHMIStatus(hmiLevel: level, audioStreamingState: audio, systemContext: context, videoStreamingState: video, windowID: window)
    }
}
