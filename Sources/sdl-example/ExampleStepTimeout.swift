/// Runs `body`, failing with ``ExampleTourError`` after `timeout` (the tours' steps).
@MainActor
func withinTimeout(_ timeout: Duration, waitingFor what: String, _ body: @escaping @MainActor () async throws -> Void) async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(for: timeout)
            throw ExampleTourError("timed out after \(timeout) waiting for \(what)")
        }
        defer { group.cancelAll() }
        try await group.next()
    }
}
