import SDLHeadUnit
import SDLRPC
import SDLSession
import Testing
import SDLTestSupport

/// Responses find their requests by correlation ID when many requests of different kinds are in
/// flight at once, and the emulator's refusals arrive as negative typed responses.
@Suite("Session correlation against the emulator", .timeLimit(.minutes(TestTime.minutes(1))))
struct SessionCorrelationTests {
    /// What one request of the mix got back.
    enum Outcome: Sendable, Equatable {
        case show(SDLResult)
        case deleteFile(SDLResult, info: String?)
        case slider(SDLResult, info: String?)
        case listFiles(SDLResult, names: [String]?)
    }

    /// Slider positions and tick counts the spec accepts but the emulator refuses (position > numTicks),
    /// each pair distinct so its refusal text names exactly one request.
    static func sliderCase(_ index: Int) -> (position: Int, numTicks: Int) {
        let pairs = (3...16).flatMap { position in (2..<position).map { (position, $0) } }
        return pairs[index % pairs.count]
    }

    static func send(_ index: Int, on session: SDLSession) async throws -> Outcome {
        switch index % 4 {
        case 0:
            return .show(try await session.send(SDLShow(mainField1: "Request \(index)")).resultCode)
        case 1:
            let response = try await session.send(SDLDeleteFile(syncFileName: "missing-\(index)"))
            return .deleteFile(response.resultCode, info: response.info)
        case 2:
            let slider = sliderCase(index / 4)
            let response = try await session.send(SDLSlider(numTicks: slider.numTicks, position: slider.position, sliderHeader: "S\(index)"))
            return .slider(response.resultCode, info: response.info)
        default:
            let response = try await session.send(SDLListFiles())
            return .listFiles(response.resultCode, names: response.filenames)
        }
    }

    static func expected(_ index: Int) -> Outcome {
        switch index % 4 {
        case 0: return .show(.success)
        case 1: return .deleteFile(.rejected, info: nil)  // Core sends no info (delete_file_request.cc)
        case 2:
            // Core's slider_request.cc refuses position > numTicks with no info.
            return .slider(.invalidData, info: nil)
        default: return .listFiles(.success, names: [])
        }
    }

    @Test("200 requests of four kinds in flight at once each get their own response")
    func manyInFlight() async throws {
        try await Emulator.run { headUnit, _ in
            try await Emulator.withSession(to: headUnit) { session in
                try await Emulator.register(session)
                let count = 200
                let outcomes = try await withThrowingTaskGroup(of: (Int, Outcome).self) { group in
                    for index in 0..<count {
                        group.addTask { (index, try await Self.send(index, on: session)) }
                    }
                    var outcomes: [Int: Outcome] = [:]
                    for try await (index, outcome) in group { outcomes[index] = outcome }
                    return outcomes
                }
                #expect(outcomes.count == count)
                for index in 0..<count {
                    #expect(outcomes[index] == Self.expected(index), "request \(index)")
                }
                #expect(session.pendingRequestCount == 0)
                let snapshot = try await headUnit.snapshot()
                #expect(snapshot.overlay == nil)
            }
        }
    }

    @Test("a Slider with position beyond numTicks comes back as a negative typed response and opens nothing")
    func invalidDataIsNegativeResponse() async throws {
        try await Emulator.run { headUnit, _ in
            try await Emulator.withSession(to: headUnit) { session in
                try await Emulator.register(session)
                let response = try await session.send(SDLSlider(numTicks: 3, position: 5, sliderHeader: "Volume"))
                #expect(response.success == false)
                #expect(response.resultCode == .invalidData)
                #expect(response.info == nil, "Core's slider_request.cc sends no info")
                #expect(response.sliderPosition == nil)
                let sent = try await headUnit.nextResponse("Slider")
                #expect(sent.resultCode == "INVALID_DATA")
                #expect(try await headUnit.overlay() == nil)
                #expect(session.isConnected)
            }
        }
    }
}
