import SDLSpec
import SDLValidation
import Testing

/// Every limit at min−1, min, max and max+1, with the limits read from the fixture spec.
@Suite("Dynamic validator at every boundary")
struct BoundaryTests {
    let validator: SDLValidator

    init() throws {
        validator = try #require(ValidationTestSupport.parcel)
    }

    func check(_ parameters: SDLJSONValue) -> [String] {
        ValidationTestSupport.summary(validator.validate(parameters: parameters, function: "SendParcel", messageKind: .request))
    }

    @Test("the valid base payload has no issue and answers SUCCESS")
    func base() throws {
        let report = validator.validate(parameters: try ValidationTestSupport.sendParcel(), function: "SendParcel", messageKind: .request)
        #expect(report.issues.isEmpty)
        #expect(report.result == .success)
        #expect(report.verdict == .ok)
    }

    @Test("Integer minvalue/maxvalue: min-1, min, max, max+1")
    func integerRange() throws {
        let param = try ValidationTestSupport.param("count")
        guard case .integer(let minimum)? = param.minValue, case .integer(let maximum)? = param.maxValue else {
            Issue.record("count has integer bounds")
            return
        }
        #expect(check(try ValidationTestSupport.sendParcel(["count": .integer(minimum - 1)])) == ["$.count minvalue error"])
        #expect(check(try ValidationTestSupport.sendParcel(["count": .integer(minimum)])).isEmpty)
        #expect(check(try ValidationTestSupport.sendParcel(["count": .integer(maximum)])).isEmpty)
        #expect(check(try ValidationTestSupport.sendParcel(["count": .integer(maximum + 1)])) == ["$.count maxvalue error"])
    }

    @Test("Float minvalue/maxvalue: nextDown(min), min, max, nextUp(max); an integer is a fine Float")
    func floatRange() throws {
        let weight = try #require(validator.interface.structure(named: "Item")?.params.first { $0.name == "weight" })
        let minimum = try #require(weight.minValue).doubleValue
        let maximum = try #require(weight.maxValue).doubleValue
        func item(_ value: SDLJSONValue) throws -> SDLJSONValue {
            try ValidationTestSupport.sendParcel(["items": .array([.object(["name": "box", "weight": value, "size": "SMALL"])])])
        }
        #expect(check(try item(.float(minimum.nextDown))) == ["$.items[0].weight minvalue error"])
        #expect(check(try item(.float(minimum))).isEmpty)
        #expect(check(try item(.float(maximum))).isEmpty)
        #expect(check(try item(.integer(Int(maximum)))).isEmpty)
        #expect(check(try item(.float(maximum.nextUp))) == ["$.items[0].weight maxvalue error"])
    }

    @Test("String length in code points: minlength defaults to 1; maxlength counts é and 🚗 as one")
    func stringLength() throws {
        let maximum = try #require(try ValidationTestSupport.param("recipient").maxLength)
        #expect(check(try ValidationTestSupport.sendParcel(["recipient": ""])) == ["$.recipient minlength error"])
        #expect(check(try ValidationTestSupport.sendParcel(["recipient": "é"])).isEmpty)
        #expect(check(try ValidationTestSupport.sendParcel(["recipient": .string(String(repeating: "é", count: maximum))])).isEmpty)
        #expect(check(try ValidationTestSupport.sendParcel(["recipient": .string(String(repeating: "🚗", count: maximum))])).isEmpty)
        #expect(check(try ValidationTestSupport.sendParcel(["recipient": .string(String(repeating: "é", count: maximum + 1))])) == ["$.recipient maxlength error"])
    }

    @Test("minlength=\"0\" allows the empty string")
    func explicitZeroMinLength() throws {
        let sender: SDLJSONValue = .object(["text": "Bob", "size": "LARGE", "color": ""])
        #expect(check(try ValidationTestSupport.sendParcel(["sender": sender])).isEmpty)
    }

    @Test("Array minsize/maxsize: min-1, min, max, max+1; element rules apply per element")
    func arraySizes() throws {
        let param = try ValidationTestSupport.param("items")
        let minimum = try #require(param.minSize)
        let maximum = try #require(param.maxSize)
        func items(_ count: Int) throws -> SDLJSONValue {
            try ValidationTestSupport.sendParcel(["items": .array(Array(repeating: .object(["name": "b", "weight": 1, "size": "SMALL"]), count: count))])
        }
        #expect(check(try items(minimum - 1)) == ["$.items minsize error"])
        #expect(check(try items(minimum)).isEmpty)
        #expect(check(try items(maximum)).isEmpty)
        #expect(check(try items(maximum + 1)) == ["$.items maxsize error"])
        let tags: SDLJSONValue = .array([.object(["name": "b", "weight": 1, "size": "SMALL", "tags": ["12345", "123456"]])])
        #expect(check(try ValidationTestSupport.sendParcel(["items": tags])) == ["$.items[0].tags[1] maxlength error"])
    }

    @Test("types exactly as Core: 5.0 is no Integer, null is a type error, scalars are never wrapped in arrays")
    func types() throws {
        #expect(check(try ValidationTestSupport.sendParcel(["count": .float(5.0)])) == ["$.count type error"])
        #expect(check(try ValidationTestSupport.sendParcel(["recipient": .integer(5)])) == ["$.recipient type error"])
        #expect(check(try ValidationTestSupport.sendParcel(["insured": "true"])) == ["$.insured type error"])
        #expect(check(try ValidationTestSupport.sendParcel(["insured": .integer(1)])) == ["$.insured type error"])
        #expect(check(try ValidationTestSupport.sendParcel(["recipient": .null])) == ["$.recipient type error"])
        #expect(check(try ValidationTestSupport.sendParcel(["items": .object(["name": "b", "weight": 1, "size": "SMALL"])])) == ["$.items type error"])
        #expect(check(try ValidationTestSupport.sendParcel(["sender": .array([])])) == ["$.sender type error"])
        #expect(check(try ValidationTestSupport.sendParcel(["speed": .bool(true)])) == ["$.speed type error"])
        let report = validator.validate(parameters: .array([]), function: "SendParcel", messageKind: .request)
        #expect(ValidationTestSupport.summary(report) == ["$ type error"])
    }

    @Test("every issue is reported, not only the first")
    func everyIssue() throws {
        let payload = try ValidationTestSupport.sendParcel(["count": 0, "recipient": "", "insured": "no"], removing: ["sender"])
        #expect(check(payload) == ["$.count minvalue error", "$.insured type error", "$.recipient minlength error", "$.sender mandatory error"])
    }

    @Test("unknown keys at any depth are dropped with a warning that does not change SUCCESS")
    func unknownKeys() throws {
        let sender: SDLJSONValue = .object(["text": "Bob", "size": "LARGE", "font": "serif"])
        let report = validator.validate(parameters: try ValidationTestSupport.sendParcel(["sender": sender, "colour": "red", "appID": "kept"]), function: "SendParcel", messageKind: .request)
        #expect(ValidationTestSupport.summary(report) == ["$.colour unknown-parameter warning", "$.sender.font unknown-parameter warning"])
        #expect(report.result == .success)
        #expect(report.verdict == .warnings)
        #expect(report.parameters["colour"] == nil)
        #expect(report.parameters["sender"]?.objectValue?["font"] == nil)
        #expect(report.parameters["appID"] == "kept")
    }

    @Test("absent params with a defvalue are inserted into what Core passes on")
    func defaults() throws {
        let report = validator.validate(parameters: try ValidationTestSupport.sendParcel(), function: "SendParcel", messageKind: .request)
        #expect(report.parameters["count"] == .integer(1))
        let given = validator.validate(parameters: try ValidationTestSupport.sendParcel(["count": 3]), function: "SendParcel", messageKind: .request)
        #expect(given.parameters["count"] == .integer(3))
    }

    @Test("unknown functions answer UNSUPPORTED_REQUEST, by name and by ID")
    func unknownFunction() {
        let byName = validator.validate(parameters: .object([:]), function: "Teleport", messageKind: .request)
        #expect(byName.result == .unsupportedRequest)
        #expect(ValidationTestSupport.summary(byName) == ["$ unknown-function error"])
        let byID = validator.validate(parameters: .object([:]), functionID: 999, messageKind: .request)
        #expect(byID.result == .unsupportedRequest)
        let wrongKind = validator.validate(parameters: .object([:]), function: "OnDelivered", messageKind: .request)
        #expect(wrongKind.result == .unsupportedRequest)
        let known = validator.validate(parameters: .object(["recipient": "Ann"]), functionID: 32768, messageKind: .notification)
        #expect(known.result == .success)
        #expect(known.function == "OnDelivered")
    }
}
