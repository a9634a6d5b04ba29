import ArgumentParser

/// `--render`: how the emulator shows its screen on standard output.
enum RenderMode: String, ExpressibleByArgument, CaseIterable {
    /// The screen drawn as text after every change.
    case text
    /// Nothing drawn (the default).
    case none
}
