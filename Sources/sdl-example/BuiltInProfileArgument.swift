import ArgumentParser
import SDLHeadUnit

// `--profile`: the embedded emulator's built-in display profiles, listed by `--help` and offered by
// shell completion. (The library does not depend on ArgumentParser, so the conformance lives here.)
extension SDLBuiltInProfile: ExpressibleByArgument {}
