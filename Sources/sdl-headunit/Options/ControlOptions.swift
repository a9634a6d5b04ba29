import ArgumentParser

/// How the emulator is driven: control lines on standard input, and its clock.
struct ControlOptions: ParsableArguments {
    @Flag(name: .customLong("no-stdin"), help: "Do not read control lines from standard input (by default a terminal, pipe or file of control lines is read; its end does not stop the emulator).")
    var noStdin = false

    @Flag(name: .customLong("manual-clock"), help: "Time moves only with the advanceClock action (for scripted tests).")
    var manualClock = false
}
