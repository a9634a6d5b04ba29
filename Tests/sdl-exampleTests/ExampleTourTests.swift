import Foundation
import SDLTestSupport
import Testing

/// The built `sdl-example`, run as a user runs it: from a script with standard input from /dev/null.
@Suite("sdl-example from the command line", .timeLimit(.minutes(TestTime.minutes(2))))
struct ExampleTourTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }


    /// Runs `sdl-example arguments…` to its end, standard input from /dev/null (off the cooperative pool).
    static func run(_ arguments: [String]) async throws -> Run {
        let run = try await TestProcess.run("sdl-example", arguments, input: .null)
        return Run(status: run.status, stdout: run.stdout, stderr: run.stderr)
    }

    @Test("--tour on the embedded emulator walks every screen and overlay and exits 0",
          arguments: ["media-4line", "generic-2line", "basic-1line", "core-default"])
    func tour(profile: String) async throws {
        let run = try await Self.run(["--tour", "--profile", profile])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let steps = run.stdout.split(separator: "\n").filter { $0.hasPrefix("sdl-example: step ") }
        #expect(steps.count == 10)
        #expect(run.stdout.contains("tour complete: 10 steps"))
        // The screens: the root, the pressed Repeat, the detail, the root again …
        let screens = Array(run.stdout.components(separatedBy: "┌").dropFirst())
        #expect(screens.count >= 4)
        guard screens.count >= 4 else { return }
        #expect(screens[0].contains("Hello SDL") && screens[0].contains("Repeat off"))
        #expect(screens[1].contains("Repeat one"))
        #expect(screens[2].contains("Details") && screens[2].contains("Back"))
        #expect(screens[3].contains("Hello SDL") && screens[3].contains("Repeat one") && !screens[3].contains("Back"))
        // … then each overlay on the head unit's screen, each ended by the head unit's answer.
        for overlay in ["Alert", "Slider", "ScrollableMessage", "PerformInteraction", "PerformAudioPassThru"] {
            #expect(run.stdout.contains("╔═ \(overlay) "), "\(overlay) was not shown")
        }
        #expect(run.stdout.components(separatedBy: "the head unit answered ABORTED").count - 1 == 5)
        #expect(run.stdout.contains("the head unit answered SUCCESS"))
        #expect(!run.stdout.contains(" 0 bytes of audio received"))
    }

    @Test("a wrong option is a usage error (exit 64) naming it")
    func usage() async throws {
        let run = try await Self.run(["--profile", "no-such-display"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--profile"))
    }

    @Test("against a head unit that is not there, the tour fails with exit 1 instead of hanging")
    func noHeadUnit() async throws {
        // A port nothing listens on: the app keeps retrying, and the tour's first step times out.
        let run = try await Self.run(["--tour", "--host", "127.0.0.1", "--port", "1", "--step-timeout", "2"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("step 1 failed"))
    }
}
