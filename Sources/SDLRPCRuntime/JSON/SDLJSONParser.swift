/// A strict RFC 8259 JSON parser producing ``SDLJSONValue``.
///
/// - The input is UTF-8. It must hold exactly one JSON value, optionally surrounded by whitespace
///   (space, tab, LF, CR); anything else after the value is an error. A byte-order mark is not accepted.
/// - Strings support every escape, including `\uXXXX` and surrogate pairs; an unpaired surrogate, an
///   unescaped control character (below `0x20`) or invalid UTF-8 is an error.
/// - Numbers follow the RFC grammar (no leading zeros, no `+`, no `.5`, no `NaN`/`Infinity`). A number
///   without `.`, `e` or `E` becomes ``SDLJSONValue/integer(_:)`` when it fits in `Int`, otherwise
///   ``SDLJSONValue/float(_:)``; a number with a fraction or exponent is always a float (`5.0` is a float).
///   A number whose magnitude is too large for a finite `Double` (such as `1e400`) is rejected with
///   `"number out of range"`, so parsed values are always finite.
/// - Duplicate object keys: the last value wins (the member keeps the position of the first occurrence).
/// - Containers may nest at most `maximumDepth` levels (default 512). Parsing is iterative, so hostile
///   input never overflows the stack, and no input can crash or trap the parser.
public struct SDLJSONParser: Sendable {
    /// The nesting limit used when none is given: 512 levels of arrays and objects.
    public static let defaultMaximumDepth = 512

    /// Parses a UTF-8 JSON document.
    ///
    /// Contiguous collections (`[UInt8]`, `ArraySlice`, `Data`, `String.UTF8View`, …) are parsed in place;
    /// other collections are copied into an array first.
    /// - Parameters:
    ///   - bytes: The UTF-8 encoded document.
    ///   - maximumDepth: The deepest nesting of arrays and objects accepted.
    /// - Throws: ``SDLJSONSyntaxError`` with the position of the first problem.
    public static func parse(
        _ bytes: some Collection<UInt8>,
        maximumDepth: Int = defaultMaximumDepth
    ) throws(SDLJSONSyntaxError) -> SDLJSONValue {
        let result = bytes.withContiguousStorageIfAvailable { buffer in
            parseResult(buffer, maximumDepth: maximumDepth)
        }
        if let result {
            return try result.get()
        }
        return try parse(Array(bytes), maximumDepth: maximumDepth)
    }

    /// Parses a UTF-8 JSON document held in an array.
    /// - Throws: ``SDLJSONSyntaxError`` with the position of the first problem.
    public static func parse(
        _ bytes: [UInt8],
        maximumDepth: Int = defaultMaximumDepth
    ) throws(SDLJSONSyntaxError) -> SDLJSONValue {
        try bytes.withUnsafeBufferPointer { buffer in
            parseResult(buffer, maximumDepth: maximumDepth)
        }.get()
    }

    /// Parses a UTF-8 JSON document in raw memory, which must stay valid for the duration of the call.
    /// - Throws: ``SDLJSONSyntaxError`` with the position of the first problem.
    public static func parse(
        _ buffer: UnsafeRawBufferPointer,
        maximumDepth: Int = defaultMaximumDepth
    ) throws(SDLJSONSyntaxError) -> SDLJSONValue {
        try buffer.withMemoryRebound(to: UInt8.self) { bytes in
            parseResult(bytes, maximumDepth: maximumDepth)
        }.get()
    }

    /// Parses a JSON document held in a string.
    /// - Throws: ``SDLJSONSyntaxError`` with the position (in UTF-8 bytes) of the first problem.
    public static func parse(
        _ string: String,
        maximumDepth: Int = defaultMaximumDepth
    ) throws(SDLJSONSyntaxError) -> SDLJSONValue {
        var string = string
        return try string.withUTF8 { buffer in
            parseResult(buffer, maximumDepth: maximumDepth)
        }.get()
    }

    private static func parseResult(
        _ buffer: UnsafeBufferPointer<UInt8>,
        maximumDepth: Int
    ) -> Result<SDLJSONValue, SDLJSONSyntaxError> {
        var scanner = SDLJSONScanner(buffer, maximumDepth: maximumDepth)
        do {
            return .success(try scanner.parseDocument())
        } catch {
            return .failure(error)
        }
    }
}
