/// Stops the run when an invariant of the code under test breaks: libFuzzer sees the trap and
/// keeps the input as a crash (`crash-…` in its artifact folder), with `message` on stderr.
///
/// ```swift
/// fuzzExpect(reparsed == value, "serialize → parse changed the value")
/// ```
public func fuzzExpect(
    _ condition: Bool,
    _ message: @autoclosure () -> String,
    file: StaticString = #fileID,
    line: UInt = #line
) {
    guard !condition else { return }
    fatalError("fuzz invariant broken: \(message())", file: file, line: line)
}
