import Foundation
import SDLSpec
import SDLValidation

/// Validation throughput on a generated corpus of NDJSON envelopes, beside the time the same
/// process takes only to parse the same bytes as JSON.
struct ValidationBenchmark {
    let specPath: String
    let messages: Int
    let runs: Int

    /// The corpus: `count` envelopes, one per line; about 70 % valid, the rest single mutations.
    static func corpus(_ validator: SDLValidator, count: Int, seed: UInt64 = 42) -> [UInt8] {
        var generator = SDLPayloadGenerator(validator: validator, seed: seed)
        let requests = generator.functionNames(.request)
        let mutations = SDLPayloadGenerator.Mutation.allCases
        var bytes: [UInt8] = []
        var produced = 0
        while produced < count {
            let name = requests[produced % requests.count]
            var parameters: SDLJSONValue?
            if produced % 10 >= 7 {
                parameters = generator.mutatedParameters(function: name, messageKind: .request, mutation: mutations[produced % mutations.count])
            }
            let envelope: SDLJSONValue = ["request": [
                "name": .string(name), "correlationID": .integer(produced),
                "parameters": parameters ?? generator.parameters(function: name, messageKind: .request),
            ]]
            bytes += SDLJSONSerializer.serialize(envelope)
            bytes.append(0x0A)
            produced += 1
        }
        return bytes
    }

    func run() throws {
        let validator = try SDLValidator(specPath: specPath)
        let corpus = Self.corpus(validator, count: messages)
        let lines = corpus.split(separator: 0x0A)
        let megabytes = Double(corpus.count) / 1_048_576
        print("corpus: \(lines.count) messages, \(String(format: "%.1f", megabytes)) MiB of NDJSON (all \(validator.interface.functions.filter { $0.messageType == .request }.count) requests of \(URL(fileURLWithPath: specPath).lastPathComponent))")
        let clock = ContinuousClock()
        var parseOnly: [Duration] = []
        var validate: [Duration] = []
        var validateCore: [Duration] = []
        var verdicts: [SDLValidationVerdict: Int] = [:]
        let schemaOptions = SDLValidationOptions(buildsParameters: false)
        let coreOptions = SDLValidationOptions(coreRules: true, buildsParameters: false)
        for run in 0..<runs {
            parseOnly.append(clock.measure {
                var members = 0
                for line in lines {
                    if let value = try? line.withUnsafeBytes({ try SDLJSONParser.parse($0) }), case .object(let object) = value { members += object.count }
                }
                precondition(members == lines.count)
            })
            validate.append(clock.measure {
                for line in lines {
                    let report = line.withUnsafeBytes { validator.validate(messageBytes: $0, options: schemaOptions) }
                    if run == 0 { verdicts[report.verdict, default: 0] += 1 }
                }
            })
            validateCore.append(clock.measure {
                for line in lines {
                    _ = line.withUnsafeBytes { validator.validate(messageBytes: $0, options: coreOptions) }
                }
            })
        }
        print("verdicts: \(verdicts[.ok] ?? 0) ok, \(verdicts[.warnings] ?? 0) with warnings, \(verdicts[.invalid] ?? 0) invalid")
        print("  stage                          median    messages/s        MB/s   × parse")
        let base = BenchmarkTable.median(parseOnly)
        for (name, samples) in [("parse JSON only", parseOnly), ("parse + validate", validate), ("parse + validate --core", validateCore)] {
            let seconds = BenchmarkTable.median(samples)
            print(String(format: "  %@  %8.1f ms  %12.0f  %10.1f  %8.2f",
                         name.padding(toLength: 27, withPad: " ", startingAt: 0), seconds * 1000,
                         Double(lines.count) / seconds, megabytes / seconds, seconds / base))
        }
    }

    /// Writes a corpus file (for measuring `sdl-validate`'s memory on inputs of different sizes).
    func writeCorpus(to path: String) throws {
        let validator = try SDLValidator(specPath: specPath)
        try Data(Self.corpus(validator, count: messages)).write(to: URL(fileURLWithPath: path))
    }
}
