import Foundation

/// What `/proc` says of another process: its resident memory and CPU time.
enum ProcessProbe {
    /// Resident memory, KiB (`VmRSS` of `/proc/PID/status`); `nil` when it cannot be read.
    static func residentKiB(pid: Int32) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }

    /// User plus system CPU time so far, seconds (fields 14 and 15 of `/proc/PID/stat`); `nil` when
    /// it cannot be read.
    static func cpuSeconds(pid: Int32) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let afterName = text.lastIndex(of: ")")
        else { return nil }
        // The fields after the command name start at field 3.
        let fields = text[text.index(after: afterName)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// This process's user plus system CPU time so far, seconds (`getrusage`, microseconds), and its
    /// threads' voluntary context switches so far (a thread going to sleep to wait: each hop to a sleeping thread costs one).
    static func ownUsage() -> (cpuSeconds: Double, contextSwitches: Int) {
        var usage = rusage()
        #if canImport(Glibc)
        let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
        let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return (0, 0) }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        return (seconds(usage.ru_utime) + seconds(usage.ru_stime), usage.ru_nvcsw)
    }
}
