import SDLTestSupport
/// Waits (real time, bounded: a guard against hangs, never a measure of speed) until `condition`
/// holds on the main actor; returns whether it did.
@MainActor
func eventually(timeout: Duration = .seconds(10), _ condition: @MainActor () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: TestTime.scaled(timeout))
    while !condition() {
        guard clock.now < deadline else { return false }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return true
}

/// Collects what callbacks report, on the main actor.
@MainActor
final class Recorder<Value> {
    private(set) var values: [Value] = []
    func record(_ value: Value) { values.append(value) }
}
