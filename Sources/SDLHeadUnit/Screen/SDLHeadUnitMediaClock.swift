import SDLRPC

/// The media clock an app set with SetMediaClockTimer, as the HMI holds it: the mode, where it
/// started, where it ends and the play/pause indicator (the emulator does not run it on).
public struct SDLHeadUnitMediaClock: Sendable, Hashable {
    /// COUNTUP, COUNTDOWN or PAUSE (RESUME goes back to the direction paused; CLEAR removes the clock).
    public var updateMode: String
    /// The direction it counts when running: COUNTUP or COUNTDOWN.
    public var direction: String
    /// The start time in seconds.
    public var startSeconds: Int
    /// The end time in seconds, for the progress bar; `nil` when none was given.
    public var endSeconds: Int?
    /// The `audioStreamingIndicator` (PLAY_PAUSE when the app sent none, as the spec says).
    public var indicator: String

    /// A clock as the HMI holds it.
    public init(updateMode: String, direction: String, startSeconds: Int, endSeconds: Int?, indicator: String) {
        self.updateMode = updateMode
        self.direction = direction
        self.startSeconds = startSeconds
        self.endSeconds = endSeconds
        self.indicator = indicator
    }

    /// The clock after `parameters` (a SetMediaClockTimer that passed Core's checks) applied to
    /// `current`; `nil` after CLEAR.
    static func applying(_ parameters: SDLJSONObject, to current: SDLHeadUnitMediaClock?) -> SDLHeadUnitMediaClock? {
        let mode = parameters["updateMode"]?.stringValue ?? ""
        let indicator = parameters["audioStreamingIndicator"]?.stringValue ?? "PLAY_PAUSE"
        let start = seconds(parameters["startTime"])
        let end = seconds(parameters["endTime"])
        switch mode {
        case "COUNTUP", "COUNTDOWN":
            return SDLHeadUnitMediaClock(
                updateMode: mode, direction: mode, startSeconds: start ?? 0, endSeconds: end, indicator: indicator)
        case "PAUSE":
            var clock = current ?? SDLHeadUnitMediaClock(
                updateMode: mode, direction: "COUNTUP", startSeconds: 0, endSeconds: nil, indicator: indicator)
            clock.updateMode = mode
            clock.indicator = indicator
            if let start { clock.startSeconds = start }
            if let end { clock.endSeconds = end }
            return clock
        case "RESUME":
            guard var clock = current else { return nil }
            clock.updateMode = clock.direction
            clock.indicator = indicator
            return clock
        default:
            return nil
        }
    }

    /// `H:MM:SS` or `M:SS`.
    static func text(_ seconds: Int) -> String {
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        let tail = (minutes < 10 && hours > 0 ? "0" : "") + "\(minutes):" + (rest < 10 ? "0" : "") + "\(rest)"
        return hours > 0 ? "\(hours):\(tail)" : tail
    }

    /// What the text renderer and the web page show: `COUNTUP 0:42 / 3:35 · PAUSE`.
    public var summary: String {
        "\(updateMode) \(Self.text(startSeconds))" + (endSeconds.map { " / \(Self.text($0))" } ?? "") + " · \(indicator)"
    }

    /// A StartTime's hours, minutes and seconds in seconds; `nil` when absent.
    private static func seconds(_ time: SDLJSONValue?) -> Int? {
        guard let time = time?.objectValue else { return nil }
        let part = { (key: String) in time[key]?.intValue ?? 0 }
        return part("hours") * 3600 + part("minutes") * 60 + part("seconds")
    }
}
