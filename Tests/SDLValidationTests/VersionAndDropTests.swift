import SDLSpec
import SDLValidation
import Testing

@Suite("Version selection (§D.3) and enum-drop propagation (§D.4)")
struct VersionAndDropTests {
    let validator: SDLValidator

    init() throws {
        validator = try #require(ValidationTestSupport.parcel)
    }

    func report(_ parameters: SDLJSONValue, version: String? = nil) -> SDLValidationReport {
        validator.validate(parameters: parameters, function: "SendParcel", messageKind: .request,
                           options: SDLValidationOptions(rpcVersion: version.flatMap { SDLRPCVersion($0) }))
    }

    @Test("a param that was mandatory with a smaller range before 2.0 is checked by its history variant")
    func historyVariant() throws {
        let old = try #require(try ValidationTestSupport.param("priority").history.first)
        let oldMaximum = try #require(old.maxValue).doubleValue
        #expect(ValidationTestSupport.summary(report(try ValidationTestSupport.sendParcel(), version: "1.5")) == ["$.priority mandatory error"])
        #expect(report(try ValidationTestSupport.sendParcel(["priority": .integer(Int(oldMaximum))]), version: "1.5").issues.isEmpty)
        #expect(ValidationTestSupport.summary(report(try ValidationTestSupport.sendParcel(["priority": .integer(Int(oldMaximum) + 1)]), version: "1.5")) == ["$.priority maxvalue error"])
        #expect(report(try ValidationTestSupport.sendParcel(["priority": .integer(Int(oldMaximum) + 1)]), version: "2.0").issues.isEmpty)
        #expect(report(try ValidationTestSupport.sendParcel(), version: "2.0").issues.isEmpty)
    }

    @Test("a param newer than the app's version is dropped with a note; at its version it is checked")
    func newerParam() throws {
        let early = report(try ValidationTestSupport.sendParcel(["tracking": "T1"]), version: "2.5")
        #expect(ValidationTestSupport.summary(early) == ["$.tracking not-in-version warning"])
        #expect(early.result == .success)
        #expect(early.parameters["tracking"] == nil)
        let current = report(try ValidationTestSupport.sendParcel(["tracking": "T1"]))
        #expect(current.issues.isEmpty)
        #expect(current.parameters["tracking"] == "T1")
    }

    @Test("an enum element newer than the app's version is an invalid value; in a mandatory param that is INVALID_DATA")
    func newerElement() throws {
        let early = report(try ValidationTestSupport.sendParcel(["speed": "EXPRESS"]), version: "1.5")
        #expect(ValidationTestSupport.summary(early) == ["$.speed enum error", "$.priority mandatory error"].sorted())
        #expect(early.result == .invalidData)
        #expect(report(try ValidationTestSupport.sendParcel(["speed": "EXPRESS"]), version: "2.0").issues.isEmpty)
        let optional = report(try ValidationTestSupport.sendParcel(["preferred": "EXPRESS"]), version: "1.9.9")
        #expect(ValidationTestSupport.summary(optional) == ["$.preferred enum warning", "$.priority mandatory error"].sorted())
    }

    @Test("a function with no definition for the app's version is INVALID_DATA")
    func functionNotInVersion() {
        let early = validator.validate(parameters: .object(["code": 1]), function: "Legacy", messageKind: .request, options: SDLValidationOptions(rpcVersion: SDLRPCVersion(1, 5)))
        #expect(early.issues.isEmpty)
        let gap = validator.validate(parameters: .object(["code": 1]), function: "Legacy", messageKind: .request, options: SDLValidationOptions(rpcVersion: SDLRPCVersion(2, 5)))
        #expect(gap.result == .invalidData)
        #expect(gap.issues.first?.message == "Function is not available for SyncMsgVersion 2.5.0")
    }

    @Test("an invalid value in an optional enum param is dropped: WARNINGS")
    func optionalEnum() throws {
        let result = report(try ValidationTestSupport.sendParcel(["preferred": "HYPERLOOP"]))
        #expect(ValidationTestSupport.summary(result) == ["$.preferred enum warning"])
        #expect(result.result == .warnings)
        #expect(result.parameters["preferred"] == nil)
    }

    @Test("a value outside the param's enum subset is dropped like an unknown one")
    func subset() throws {
        let result = report(try ValidationTestSupport.sendParcel(["preferred": "DRONE"]))
        #expect(ValidationTestSupport.summary(result) == ["$.preferred enum warning"])
        #expect(result.result == .warnings)
    }

    @Test("an integer for an enum is filtered as an invalid value, not a type error")
    func integerEnum() throws {
        #expect(report(try ValidationTestSupport.sendParcel(["preferred": 1])).result == .warnings)
    }

    @Test("a mandatory top-level enum that is dropped leaves the param missing: INVALID_DATA")
    func mandatoryEnum() throws {
        let result = report(try ValidationTestSupport.sendParcel(["speed": "WARP"]))
        #expect(ValidationTestSupport.summary(result) == ["$.speed enum error"])
        #expect(result.result == .invalidData)
    }

    @Test("an optional struct losing a mandatory enum member is dropped whole, its other errors with it")
    func optionalStruct() throws {
        let gift: SDLJSONValue = .object(["text": "far too long a label", "size": "HUGE"])
        let result = report(try ValidationTestSupport.sendParcel(["gift": gift]))
        #expect(ValidationTestSupport.summary(result) == ["$.gift.size enum warning"])
        #expect(result.result == .warnings)
        #expect(result.parameters["gift"] == nil)
    }

    @Test("a mandatory struct losing a mandatory enum member is kept and fails: INVALID_DATA")
    func mandatoryStruct() throws {
        let result = report(try ValidationTestSupport.sendParcel(["sender": .object(["text": "Bob", "size": "HUGE"])]))
        #expect(ValidationTestSupport.summary(result) == ["$.sender.size enum error"])
        #expect(result.result == .invalidData)
    }

    @Test("an array element that becomes invalid is removed; the array is fine while it keeps minsize")
    func arrayElementRemoved() throws {
        let items: SDLJSONValue = .array([
            .object(["name": "book", "weight": 1, "size": "SMALL"]),
            .object(["name": "a name that is much too long", "weight": 1, "size": "MEDIUM"]),
        ])
        let result = report(try ValidationTestSupport.sendParcel(["items": items]))
        #expect(ValidationTestSupport.summary(result) == ["$.items[1].size enum warning"])
        #expect(result.result == .warnings)
        #expect(result.parameters["items"]?.arrayValue?.count == 1)
    }

    @Test("a mandatory array that drops shrink below minsize is kept and fails on its size")
    func mandatoryArrayShrinks() throws {
        let items: SDLJSONValue = .array([.object(["name": "book", "weight": 1, "size": "MEDIUM"])])
        let result = report(try ValidationTestSupport.sendParcel(["items": items]))
        #expect(ValidationTestSupport.summary(result) == ["$.items minsize error", "$.items[0].size enum warning"])
        #expect(result.result == .invalidData)
    }

    @Test("an optional array that drops shrink below minsize is removed whole: WARNINGS")
    func optionalArrayShrinks() throws {
        let extras: SDLJSONValue = .array([
            .object(["name": "a", "weight": 1, "size": "SMALL"]),
            .object(["name": "b", "weight": 1, "size": "MEDIUM"]),
        ])
        let result = report(try ValidationTestSupport.sendParcel(["extras": extras]))
        #expect(ValidationTestSupport.summary(result) == ["$.extras[1].size enum warning"])
        #expect(result.result == .warnings)
        #expect(result.parameters["extras"] == nil)
    }

    @Test("an optional struct inside an array element is dropped without taking the element")
    func nestedOptionalStruct() throws {
        let items: SDLJSONValue = .array([.object(["name": "book", "weight": 1, "size": "SMALL", "label": ["text": "x", "size": "HUGE"]])])
        let result = report(try ValidationTestSupport.sendParcel(["items": items]))
        #expect(ValidationTestSupport.summary(result) == ["$.items[0].label.size enum warning"])
        #expect(result.parameters["items"]?.arrayValue?.first?.objectValue?["label"] == nil)
        #expect(result.parameters["items"]?.arrayValue?.first?.objectValue?["name"] == "book")
    }
}
