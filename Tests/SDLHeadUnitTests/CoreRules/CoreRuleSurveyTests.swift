import Foundation
import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import SDLValidation
import Testing

/// Every surveyed Core check (docs/core-rules.md) gives the same answer from `sdl-validate --core`
/// and from the emulator, and it is Core's answer.
@Suite("Core's command checks: the survey, on sdl-validate --core and on the emulator")
struct CoreRuleSurveyTests {
    @Test("sdl-validate's library gives Core's result code and info", arguments: CoreRuleCase.all)
    func validator(_ rule: CoreRuleCase) throws {
        let validator = try #require(HeadUnitHarness.validator, "spec/MOBILE_API.xml must be available")
        let parameters = try SDLJSONParser.parse(Array(rule.parameters.utf8))
        let report = validator.validate(parameters: parameters, function: rule.function, messageKind: .request,
                                        options: SDLValidationOptions(coreRules: true))
        if rule.isRefusal {
            #expect(report.result.rawValue == rule.result, "\(report.issues)")
            #expect(report.coreInfo == rule.info)
            #expect(report.coreDecision?.rule == rule.rule)
        } else {
            #expect(report.result.isSuccess, "\(report.issues)")
        }
    }

    @Test("the emulator answers with Core's result code and info", arguments: CoreRuleCase.all)
    func emulator(_ rule: CoreRuleCase) async throws {
        guard case .answered(let response) = try await CoreRuleEmulator.answer(rule) else {
            // Accepted and waiting for the user: no check refused it.
            #expect(!rule.isRefusal && rule.emulatorResult == nil, "the emulator accepted what Core refuses")
            return
        }
        let expected = rule.emulatorResult ?? rule.result
        if rule.isRefusal || rule.emulatorResult != nil {
            #expect(response.resultCode == expected)
            if rule.isRefusal { #expect(response.info == rule.info) }
        } else {
            #expect(["SUCCESS", "WARNINGS"].contains(response.resultCode), "info: \(response.info ?? "none")")
        }
    }

    @Test("the sdl-validate command gives the same result codes and infos for every case, in one run")
    func command() async throws {
        let cases = CoreRuleCase.all
        let input = try cases.enumerated().map { index, rule in
            let parameters = try SDLJSONParser.parse(Array(rule.parameters.utf8))
            let envelope: SDLJSONValue = ["request": ["name": .string(rule.function), "correlationID": .integer(index), "parameters": parameters]]
            return SDLJSONSerializer.serializeToString(envelope)
        }.joined(separator: "\n")
        let run = try await TestProcess.run("sdl-validate", ["--core", "--format", "json", "-"], input: .text(input + "\n"))
        let outcomes = try #require(try SDLJSONParser.parse(Array(run.stdout.utf8)).arrayValue, "stderr: \(run.stderr)")
        #expect(outcomes.count == cases.count)
        for (rule, outcome) in zip(cases, outcomes) {
            let result = outcome.objectValue?["result"]?.stringValue
            if rule.isRefusal {
                #expect(result == rule.result, "\(rule.testDescription)")
                #expect(outcome.objectValue?["info"]?.stringValue == rule.info, "\(rule.testDescription)")
            } else {
                #expect(result == "SUCCESS" || result == "WARNINGS", "\(rule.testDescription)")
            }
        }
    }
}
