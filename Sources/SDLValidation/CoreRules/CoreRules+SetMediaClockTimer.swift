/// Core's `SetMediaClockRequest::isDataValid` (set_media_clock_timer_request.cc), run after the
/// handler's state check (a non-media app is REJECTED first): COUNTUP and COUNTDOWN need a
/// `startTime`, and an `endTime` must lie in the direction of the count. No info is sent.
extension CoreCommandRules {
    mutating func setMediaClockTimer(_ parameters: SDLJSONObject) {
        let mode = parameters["updateMode"]?.stringValue
        guard mode == "COUNTUP" || mode == "COUNTDOWN" else { return }
        guard let start = Self.seconds(parameters["startTime"]) else {
            reject("SetMediaClockTimer.startTime", at: SDLJSONPath.root.appending(key: "startTime"),
                   "updateMode \(mode ?? "") needs a startTime", stage: .afterAppState)
            return
        }
        guard let end = Self.seconds(parameters["endTime"]) else { return }
        if (mode == "COUNTDOWN" && end > start) || (mode == "COUNTUP" && end < start) {
            reject("SetMediaClockTimer.endTime", at: SDLJSONPath.root.appending(key: "endTime"),
                   "endTime \(end) s lies against the \(mode ?? "") direction from startTime \(start) s", stage: .afterAppState)
        }
    }

    /// A StartTime's hours, minutes and seconds in seconds.
    private static func seconds(_ time: SDLJSONValue?) -> Int? {
        guard let time = time?.objectValue else { return nil }
        let part = { (key: String) in time[key]?.intValue ?? 0 }
        return part("hours") * 3600 + part("minutes") * 60 + part("seconds")
    }
}
