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

    @Test("--tour on the embedded emulator walks every screen and overlay, the speed, the lock screen and the media service, and exits 0",
          arguments: ["media-4line", "generic-2line", "basic-1line", "core-default"])
    func tour(profile: String) async throws {
        let run = try await Self.run(["--tour", "--profile", profile])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let steps = run.stdout.split(separator: "\n").filter { $0.hasPrefix("sdl-example: step ") }
        #expect(steps.count == 19)
        #expect(run.stdout.contains("tour complete: 19 steps"))
        // The menu, a selection, a voice command and the key, each reaching its handler.
        #expect(run.stdout.contains("the head unit's menu: Shuffle, Playlists, Details"))
        #expect(run.stdout.contains("sdl-example: shuffle (MENU)"))
        #expect(run.stdout.contains("sdl-example: voice: play something"))
        #expect(run.stdout.contains("sdl-example: PLAY_PAUSE: playing") || run.stdout.contains("sdl-example: OK: playing"))
        // A pushed screen's own menu: delete the root's 3 cells and its voice command, add 1 cell, set the
        // title; popping back adds the 5 cells and the voice command, deletes 1, sets the title.
        #expect(run.stdout.contains("the detail screen's menu: 6 menu requests"))
        #expect(run.stdout.contains("the root's menu again: 8 menu requests"))
        // The screens: the root, the pressed Repeat, the detail, the root again …
        let screens = Array(run.stdout.components(separatedBy: "┌").dropFirst())
        let repeatOne = screens.firstIndex { $0.contains("Repeat one") }
        let detail = screens.firstIndex { $0.contains("Details") && $0.contains("Back") && !$0.contains("Repeat") }
        #expect(screens.first?.contains("Hello SDL") == true && screens.first?.contains("Repeat off") == true)
        guard let repeatOne, let detail else {
            Issue.record("no screen with Repeat one, or no detail screen")
            return
        }
        #expect(repeatOne < detail)
        do {
            #expect(screens[(detail + 1)...].contains { $0.contains("Hello SDL") && $0.contains("Repeat one") && !$0.contains("Back") })
        }
        // The choice set's cells load once: the second presentation sends no CreateInteractionChoiceSet.
        #expect(run.stdout.contains("the first time: 3 CreateInteractionChoiceSet"))
        #expect(run.stdout.contains("the second time: 0 CreateInteractionChoiceSet"))
        // The keyboard search: typed, its autocomplete list followed, submitted.
        #expect(run.stdout.contains("searched for Bo (SUCCESS)"))
        // … then each overlay on the head unit's screen, each ended by the head unit's answer.
        for overlay in ["Alert", "Slider", "ScrollableMessage", "PerformInteraction", "SubtleAlert", "PerformAudioPassThru"] {
            #expect(run.stdout.contains("╔═ \(overlay) "), "\(overlay) was not shown")
        }
        // Alert, slider, value picker, scrollable message, the choice set twice, the subtle alert.
        #expect(run.stdout.components(separatedBy: "the head unit answered ABORTED").count - 1 == 7)
        #expect(run.stdout.contains("the head unit answered SUCCESS"))
        #expect(!run.stdout.contains(" 0 bytes of audio received"))
        // Beyond the screen, nothing skipped on the embedded emulator: the speed the tour set, on screen …
        #expect(!run.stdout.contains("skipped:"))
        #expect(!run.stdout.contains("sdl-example: vehicle data: "), "no vehicle data item refused")
        #expect(screens.first?.contains("statusBar: Speed: —") == true)
        #expect(screens.contains { $0.contains("statusBar: Speed: 88.5 km/h") })
        #expect(run.stdout.contains("the vehicle reported speed 88.5; on screen: Speed: 88.5 km/h"))
        // … the lock-screen status printed on screen (the driver not distracted), while driving, and off
        // once the app stopped …
        let lockScreen = run.stdout.split(separator: "\n").filter { $0.hasPrefix("sdl-example: lock screen: ") }
        #expect(lockScreen == [
            "sdl-example: lock screen: optional (dismissible)", "sdl-example: lock screen: required (dismissible)",
            "sdl-example: lock screen: off",
        ])
        // … and the media service, published and read back by the second app.
        #expect(run.stdout.contains("sdl-example: media service “SDL Example” published (active)"))
        #expect(run.stdout.contains("sdl-example: sdl-example-dashboard read MEDIA: Hello SDL — from the Swift app layer"))
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
