import Foundation
import SDLRPC
import SDLRPCRuntime
import SDLValidation

/// `sdl-bench typed`: what the generated code itself costs at run time — reading a message's
/// parameters into its type (`init(json:)`), checking it (`validate()`) and writing it back
/// (`jsonObject`) — for small and large messages, on payloads `SDLPayloadGenerator` makes from the
/// spec (64 different ones per message, every parameter the spec allows). The JSON parser is not
/// timed: the work starts from a parsed `SDLJSONValue`.
struct TypedBenchmark {
    let specPath: String
    /// How many times each message's payloads are decoded, validated and encoded per sample.
    let rounds: Int
    /// Different generated payloads per message.
    private let payloadCount = 64
    /// Samples per figure; each row shows their median.
    private let samples = 9

    func run() throws {
        let validator = try SDLValidator(specPath: specPath)
        var generator = SDLPayloadGenerator(validator: validator, seed: 7)
        print("typed messages: \(payloadCount) payloads each, \(rounds) rounds per sample, median of \(samples) samples (µs per message)")
        print("  message                              params   decode  validate    encode")
        measure(SDLShow.self, &generator)
        measure(SDLAlert.self, &generator)
        measure(SDLPerformInteraction.self, &generator)
        measure(SDLSetGlobalProperties.self, &generator)
        measure(SDLRegisterAppInterfaceResponse.self, &generator)
        measure(SDLGetVehicleDataResponse.self, &generator)
        measure(SDLOnVehicleData.self, &generator)
        measure(SDLGetAppServiceDataResponse.self, &generator)
    }

    private func measure<Message: SDLRPCMessage>(_ type: Message.Type, _ generator: inout SDLPayloadGenerator) {
        let payloads = (0..<payloadCount).map { _ in generator.parameters(function: Message.rpcName, messageKind: Message.rpcMessageKind) }
        let messages = payloads.compactMap { try? Message(json: $0) }
        let label = String(describing: Message.self)
        guard messages.count == payloads.count else {
            print("  \(label): only \(messages.count) of \(payloads.count) generated payloads decode; skipped")
            return
        }
        let clock = ContinuousClock()
        var decode: [Duration] = [], validate: [Duration] = [], encode: [Duration] = []
        var sink = 0
        for _ in 0..<samples {
            decode.append(clock.measure {
                for _ in 0..<rounds {
                    for payload in payloads { if let message = try? Message(json: payload) { sink &+= message.decodingIssues.count + 1 } }
                }
            })
            validate.append(clock.measure {
                for _ in 0..<rounds { for message in messages { sink &+= message.validate().count } }
            })
            encode.append(clock.measure {
                for _ in 0..<rounds { for message in messages { sink &+= message.jsonObject.count } }
            })
        }
        precondition(sink > 0)
        let perMessage = { (samples: [Duration]) in BenchmarkTable.median(samples) * 1_000_000 / Double(rounds * payloads.count) }
        print("  " + label.padding(toLength: 36, withPad: " ", startingAt: 0)
              + String(format: " %6d  %7.2f  %8.2f  %8.2f", Message.parameterRules.count,
                       perMessage(decode), perMessage(validate), perMessage(encode)))
    }
}
