import SDLRPC
@testable import SmartDeviceLink
import Testing

@Suite("SDLMediaClock: the SetMediaClockTimer each clock state makes")
struct MediaClockRequestTests {
    static let v8 = SDLRPCVersion(8, 0, 0)

    static func seconds(_ time: SDLStartTime?) -> Int? {
        time.map { $0.hours * 3600 + $0.minutes * 60 + $0.seconds }
    }

    @Test("Playing up: COUNTUP from the position moved on by the time since, clamped to the duration; PAUSE indicator")
    func playingUp() {
        let clock = SDLMediaClock.playing(at: .seconds(42), of: .seconds(215))
        let now = clock.request(elapsed: .milliseconds(999), rpcVersion: Self.v8)
        #expect(now.updateMode == .countup)
        #expect(Self.seconds(now.startTime) == 42)
        #expect(Self.seconds(now.endTime) == 215)
        #expect(now.audioStreamingIndicator == .pause)
        #expect(Self.seconds(clock.request(elapsed: .seconds(10), rpcVersion: Self.v8).startTime) == 52)
        #expect(Self.seconds(clock.request(elapsed: .seconds(500), rpcVersion: Self.v8).startTime) == 215, "never past the end")
    }

    @Test("Playing down: COUNTDOWN towards zero, never below it; endTime 0 with a duration, none without")
    func playingDown() {
        let clock = SDLMediaClock.playing(at: .seconds(30), of: .seconds(215), direction: .down)
        let later = clock.request(elapsed: .seconds(31), rpcVersion: Self.v8)
        #expect(later.updateMode == .countdown)
        #expect(Self.seconds(later.startTime) == 0)
        #expect(Self.seconds(later.endTime) == 0)
        #expect(SDLMediaClock.playing(at: .seconds(30), direction: .down).request(elapsed: .zero, rpcVersion: Self.v8).endTime == nil)
    }

    @Test("Paused: PAUSE with the position (not moved on) and the duration; PLAY indicator; a declared indicator wins")
    func paused() {
        let request = SDLMediaClock.paused(at: .seconds(61), of: .seconds(215)).request(elapsed: .seconds(100), rpcVersion: Self.v8)
        #expect(request.updateMode == .pause)
        #expect(Self.seconds(request.startTime) == 61)
        #expect(Self.seconds(request.endTime) == 215)
        #expect(request.audioStreamingIndicator == .play)
        let stop = SDLMediaClock.paused(at: .zero, indicator: .stop).request(elapsed: .zero, rpcVersion: Self.v8)
        #expect(stop.audioStreamingIndicator == .stop)
    }

    @Test("Bounds: a negative position is 0:00:00, a huge one 59:59:59; no indicator before RPC 5.0")
    func bounds() {
        let negative = SDLMediaClock.paused(at: .seconds(-5)).request(elapsed: .zero, rpcVersion: Self.v8)
        #expect(Self.seconds(negative.startTime) == 0)
        let huge = SDLMediaClock.paused(at: .seconds(1_000_000)).request(elapsed: .zero, rpcVersion: Self.v8)
        #expect(huge.startTime == SDLStartTime(hours: 59, minutes: 59, seconds: 59))
        let old = SDLMediaClock.playing(at: .zero).request(elapsed: .zero, rpcVersion: SDLRPCVersion(4, 5, 0))
        #expect(old.audioStreamingIndicator == nil)
        let five = SDLMediaClock.playing(at: .zero).request(elapsed: .zero, rpcVersion: SDLRPCVersion(5, 0, 0))
        #expect(five.audioStreamingIndicator == .pause)
    }

    @Test("Changed or not: same paused clock is no change, same playing clock from a new declaration is, none over none is not")
    func differs() {
        let instant = ContinuousClock.now
        let paused = SDLMediaClockDeclaration(clock: .paused(at: .seconds(3)), declaredAt: instant)
        var later = paused
        later.declaredAt = instant + .seconds(5)
        #expect(!SDLScreenManager.mediaClock(later, differsFrom: paused))
        let playing = SDLMediaClockDeclaration(clock: .playing(at: .seconds(3)), declaredAt: instant)
        var replayed = playing
        replayed.declaredAt = instant + .seconds(5)
        #expect(!SDLScreenManager.mediaClock(playing, differsFrom: playing))
        #expect(SDLScreenManager.mediaClock(replayed, differsFrom: playing))
        #expect(SDLScreenManager.mediaClock(nil, differsFrom: playing))
        #expect(!SDLScreenManager.mediaClock(nil, differsFrom: nil))
        #expect(SDLScreenManager.mediaClock(paused, differsFrom: nil))
    }
}
