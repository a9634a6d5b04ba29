/// Which rule an issue breaks. The raw values are the names `sdl-validate --format json` prints.
public enum SDLValidationRule: String, Hashable, Sendable, CaseIterable {
    /// A mandatory parameter is missing.
    case mandatory
    /// The JSON value has the wrong type.
    case type
    /// A number is below `minvalue`.
    case minValue = "minvalue"
    /// A number is above `maxvalue`.
    case maxValue = "maxvalue"
    /// A string is shorter than `minlength` (1 when the spec gives none).
    case minLength = "minlength"
    /// A string is longer than `maxlength`.
    case maxLength = "maxlength"
    /// An array has fewer than `minsize` elements.
    case minSize = "minsize"
    /// An array has more than `maxsize` elements.
    case maxSize = "maxsize"
    /// A string is not an element of the enum (or of the parameter's subset).
    case enumeration = "enum"
    /// A key the spec does not define (dropped, as Core drops it).
    case unknownParameter = "unknown-parameter"
    /// A parameter or value that does not exist in the app's RPC version.
    case notInVersion = "not-in-version"
    /// A function the spec does not define.
    case unknownFunction = "unknown-function"
    /// The message is not valid JSON.
    case syntax
    /// A part of a head unit's message that lenient decoding left out because it cannot be read.
    case dropped
    /// One of SDL Core's command-level checks.
    case coreRule = "core-rule"
}
