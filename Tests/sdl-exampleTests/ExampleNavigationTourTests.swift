import Foundation
import SDLTestSupport
import Testing

/// `sdl-example --navigation --tour`, run as a user runs it, on its embedded emulator's navigation
/// profile: the emulator counts and checks the frames, the touches go through it, and it plays the
/// prompt out.
@Suite("sdl-example --navigation from the command line", .timeLimit(.minutes(TestTime.minutes(2))))
struct ExampleNavigationTourTests {
    @Test("--navigation --tour streams valid frames at 800×480, pans and zooms the map by touch, declares its buttons and plays the prompt")
    func tour() async throws {
        let run = try await TestProcess.run("sdl-example", ["--navigation", "--tour"], input: .null)
        #expect(run.status == 0, "stdout: \(run.stdout)\nstderr: \(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("sdl-example: step ") }.count == 7)
        #expect(run.stdout.contains("sdl-example: tour complete: 7 steps"))
        #expect(run.stdout.contains("sdl-example: streaming 800×480 H.264 over RTP"))
        // Every frame the head unit received whole and valid, at the negotiated size; key frames among them.
        let received = lines.filter { $0.hasPrefix("sdl-example: the head unit received ") && $0.contains(" frames at ") }
        #expect(received.count == 2)
        for line in received {
            #expect(line.contains(" frames at 800×480 ("))
            #expect(line.hasSuffix(", 0 invalid NAL units)"))
            #expect(!line.contains("(0 key frames"))
        }
        // "sdl-example: the head unit received N frames …": 2 s of frames first, more after the touches.
        let counts = received.compactMap { Int($0.split(separator: " ")[5]) }
        #expect(counts.count == 2 && counts[0] >= 30 && counts[1] > counts[0], "\(received)")
        // The three buttons declared as haptic areas; the pan, the pinch and the tap applied.
        #expect(run.stdout.contains("sdl-example: the head unit holds 3 haptic areas: 1 at ("))
        #expect(run.stdout.contains("sdl-example: map panned by (120, 60) px"))
        #expect(run.stdout.contains("sdl-example: pinched ×2.00: zoom 2.00"))
        #expect(run.stdout.contains("sdl-example: tapped Zoom out: zoom 1.00"))
        // The map shown after the pan: its buttons on it, the avenue moved down with the finger (the
        // marker drives on with the clock, so where it is depends on how long the steps took).
        let preview = lines.filter { $0.hasPrefix("  ") && $0.count == 62 }
        #expect(preview.count == 15)
        #expect(preview.contains { $0.contains("B") })
        let avenueRow = preview.firstIndex { $0.filter { $0 == "#" }.count > 30 }
        #expect(avenueRow.map { $0 > 7 } == true, "the east–west avenue y = 0 is below the centre after panning down")
        // The prompt played out, whole, in the head unit's format.
        #expect(run.stdout.contains("sdl-example: prompt played: "))
        #expect(run.stdout.contains(" misaligned messages)") && run.stdout.contains(", 0 misaligned messages)"))
        #expect(!run.stdout.contains("received 0 bytes of audio"))
    }
}
