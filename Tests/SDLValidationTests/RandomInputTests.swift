import SDLSpec
import SDLValidation
import Testing

/// Arbitrary JSON against every function of the official spec: the validator never traps, every
/// report is consistent, and every issue's path leads into the input (or, for a missing key, to
/// an object of the input that lacks it).
@Suite("Random JSON never breaks the validator")
struct RandomInputTests {
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static let keys = ["mainField1", "softButtons", "type", "text", "image", "value", "imageType", "duration", "x", "", "ttsChunks", "appID"]

    static func value(_ random: inout Random, depth: Int) -> SDLJSONValue {
        switch random.next(depth > 4 ? 6 : 9) {
        case 0: return .null
        case 1: return .bool(random.next(2) == 0)
        case 2: return .integer(random.next(200_000) - 100_000)
        case 3: return .float(Double(random.next(10_000)) / 7)
        case 4: return .string(String(repeating: "é", count: random.next(4)))
        case 5: return .string(["STATIC", "TEXT", "BOTH", " ", "a\\nb"][random.next(5)])
        case 6, 7:
            var object = SDLJSONObject()
            for _ in 0..<random.next(5) { object[keys[random.next(keys.count)]] = value(&random, depth: depth + 1) }
            return .object(object)
        default:
            return .array((0..<random.next(4)).map { _ in value(&random, depth: depth + 1) })
        }
    }

    /// Whether `path` leads into `json`; a missing-key issue's path may end one key past it.
    static func resolves(_ path: SDLJSONPath, in json: SDLJSONValue, allowMissingLast: Bool) -> Bool {
        var current = json
        for (position, component) in path.components.enumerated() {
            let isLast = position == path.components.count - 1
            switch component {
            case .key(let key):
                guard case .object(let object) = current else { return false }
                guard let next = object[key] else { return isLast && allowMissingLast }
                current = next
            case .index(let index):
                guard case .array(let items) = current, items.indices.contains(index) else { return false }
                current = items[index]
            }
        }
        return true
    }

    @Test("20,000 random payloads over every function: consistent reports, paths into the input")
    func randomPayloads() throws {
        let validator = try #require(ValidationTestSupport.official, "run scripts/setup-spec first")
        let functions = validator.interface.functions.map { ($0.name, SDLRPCMessageKind(rawValue: $0.messageType.rawValue) ?? .request) }
        var random = Random(state: 0xC0FFEE)
        var invalid = 0
        for round in 0..<20_000 {
            let (name, kind) = functions[round % functions.count]
            var parameters = SDLJSONObject()
            for _ in 0..<random.next(6) { parameters[Self.keys[random.next(Self.keys.count)]] = Self.value(&random, depth: 1) }
            let json: SDLJSONValue = round % 50 == 0 ? Self.value(&random, depth: 1) : .object(parameters)
            let report = validator.validate(parameters: json, function: name, messageKind: kind,
                                            options: SDLValidationOptions(coreRules: round % 2 == 0))
            #expect((report.result == .invalidData) == (report.verdict == .invalid), "\(name) \(json)")
            if report.verdict == .invalid { invalid += 1 }
            for issue in report.issues where issue.rule != .coreRule {
                #expect(Self.resolves(issue.path, in: json, allowMissingLast: issue.rule == .mandatory), "\(name): \(issue) in \(json)")
            }
        }
        #expect(invalid > 5_000)
    }
}
