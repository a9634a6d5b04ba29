import SDLSession

/// Runs managers' `run()` loops next to a test body on a real session.
enum ManagerLoops {
    /// Runs each of `loops` in a child task while `body` runs, then closes `session` and waits for
    /// every loop to end (they end because the session's streams finish). On a failure the session
    /// is closed too.
    static func withRunning<Result: Sendable>(
        on session: SDLSession,
        _ loops: [@Sendable () async -> Void],
        _ body: () async throws -> Result
    ) async throws -> Result {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for loop in loops { group.addTask { await loop() } }
            do {
                let result = try await body()
                await session.close()
                try await group.waitForAll()
                return result
            } catch {
                await session.close()
                group.cancelAll()
                throw error
            }
        }
    }
}
