import SDLRPCRuntime

/// What a security query's internal error says (§A.12): a code and, from SDL Core, a text such as
/// the reason a certificate was rejected.
public struct SDLSecurityInternalError: Hashable, Sendable, CustomStringConvertible {
    /// The code.
    public var code: SDLSecurityErrorCode
    /// The sender's explanation, if any.
    public var text: String?

    /// Creates an internal error.
    public init(code: SDLSecurityErrorCode, text: String? = nil) {
        self.code = code
        self.text = text
    }

    /// Reads a query's parts leniently: the code from `codeByte`, else the JSON's `id` (0–255), else
    /// ``SDLSecurityErrorCode/unknown``; the text from the JSON's `text`. JSON that does not
    /// parse is ignored.
    init(json: [UInt8], codeByte: UInt8?) {
        let object = json.isEmpty ? nil : (try? SDLJSONParser.parse(json))?.objectValue
        let jsonCode = object?["id"]?.intValue.flatMap { UInt8(exactly: $0) }
        self.init(code: SDLSecurityErrorCode(rawValue: codeByte ?? jsonCode ?? SDLSecurityErrorCode.unknown.rawValue),
                  text: object?["text"]?.stringValue)
    }

    /// The JSON part SDL Core writes: `{"id": code, "text": text}` (no `text` when there is none).
    var json: [UInt8] {
        var object = SDLJSONObject()
        object["id"] = .integer(Int(code.rawValue))
        if let text { object["text"] = .string(text) }
        return SDLJSONSerializer.serialize(.object(object))
    }

    public var description: String {
        text.map { "\(code): \($0)" } ?? "\(code)"
    }
}
