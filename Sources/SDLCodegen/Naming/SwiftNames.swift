/// The one place that turns spec names into Swift identifiers.
///
/// - Types: `SDL` + the spec name with its first letter upper-cased (`Image` → `SDLImage`,
///   `messageType` → `SDLMessageType`).
/// - Enum cases from wire values: words split at `_`, `-` and other non-alphanumerics, all-caps
///   words lower-cased, joined in camel case (`LEFT_ALIGNED` → `leftAligned`, `EN-US` → `enUs`,
///   `RegisterAppInterfaceID` → `registerAppInterfaceID`); a leading digit gets `_` (`8KHZ` → `_8khz`).
/// - Properties from param names: the same camel-casing (`tz_hour` → `tzHour`).
/// - Swift keywords are wrapped in backticks (`` `default` ``, `` `protocol` ``).
public enum SwiftNames {
    /// The Swift type name for a spec enum or struct.
    public static func typeName(_ specName: String) -> String {
        "SDL" + upperFirst(camelCase(specName, lowerFirstWord: false))
    }

    /// The Swift case name for an enum element's wire value (unescaped).
    public static func caseName(_ wireValue: String) -> String {
        let name = camelCase(wireValue, lowerFirstWord: true)
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { return "_" + name }
        return name.isEmpty ? "_" : name
    }

    /// The Swift property name for a param (unescaped).
    public static func propertyName(_ paramName: String) -> String {
        caseName(paramName)
    }

    /// `name`, or `` `name` `` when it is a Swift keyword.
    public static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// Words of `name`: split at non-alphanumerics; all-caps words lower-cased except their first
    /// letter when they are not first; mixed-case words keep their inner capitals.
    static func camelCase(_ name: String, lowerFirstWord: Bool) -> String {
        // Spec names are ASCII; work on bytes (non-ASCII characters count as separators), in one
        // pass over the name's words into one buffer.
        let bytes = Array(name.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var isFirstWord = true
        var start = 0
        while start < bytes.count {
            guard bytes[start].isASCIILetter || bytes[start].isASCIIDigitByte else {
                start += 1
                continue
            }
            var end = start
            var isAllCaps = true
            while end < bytes.count, bytes[end].isASCIILetter || bytes[end].isASCIIDigitByte {
                if bytes[end].isASCIILowercase { isAllCaps = false }
                end += 1
            }
            let word = bytes[start..<end]
            if isFirstWord, lowerFirstWord {
                let lowered = isAllCaps ? word.count : leadingCapitalsToLower(word)
                result += word.prefix(lowered).lazy.map(\.asciiLowercased)
                result += word.dropFirst(lowered)
            } else {
                let first = word[word.startIndex]
                result.append(first.isASCIILowercase ? first - 32 : first)
                if isAllCaps {
                    result += word.dropFirst().lazy.map(\.asciiLowercased)
                } else {
                    result += word.dropFirst()
                }
            }
            isFirstWord = false
            start = end
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// How many leading bytes of `word` ``lowerLeadingCapitals(_:)`` lower-cases.
    private static func leadingCapitalsToLower(_ word: ArraySlice<UInt8>) -> Int {
        var upperRun = 0
        while upperRun < word.count, word[word.startIndex + upperRun].isASCIIUppercase { upperRun += 1 }
        // Keep the last capital of a run when a lowercase letter follows it: it starts the next word.
        return upperRun > 1 && upperRun < word.count && word[word.startIndex + upperRun].isASCIILowercase ? upperRun - 1 : upperRun
    }

    /// `HMIStatus` → `hmiStatus`, `RegisterAppInterfaceID` → `registerAppInterfaceID`.
    static func lowerLeadingCapitals(_ word: String) -> String {
        String(decoding: lowerLeadingCapitals(Array(word.utf8)), as: UTF8.self)
    }

    static func lowerLeadingCapitals(_ word: [UInt8]) -> [UInt8] {
        let lowerCount = leadingCapitalsToLower(word[...])
        return word[..<lowerCount].map(\.asciiLowercased) + word[lowerCount...]
    }

    static func upperFirst(_ word: String) -> String {
        String(decoding: upperFirst(Array(word.utf8)), as: UTF8.self)
    }

    static func upperFirst(_ word: [UInt8]) -> [UInt8] {
        guard let first = word.first else { return word }
        return [first.isASCIILowercase ? first - 32 : first] + word.dropFirst()
    }

    /// Swift's reserved words (declarations, statements, expressions) and the few contextual
    /// words that break as member names.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "Type", "Protocol", "consume", "copy", "discard", "borrowing", "consuming", "some", "any",
    ]
}

extension UInt8 {
    var isASCIIUppercase: Bool { self >= 65 && self <= 90 }
    var isASCIILowercase: Bool { self >= 97 && self <= 122 }
    var isASCIILetter: Bool { isASCIIUppercase || isASCIILowercase }
    var isASCIIDigitByte: Bool { self >= 48 && self <= 57 }
    var asciiLowercased: UInt8 { isASCIIUppercase ? self + 32 : self }
}
