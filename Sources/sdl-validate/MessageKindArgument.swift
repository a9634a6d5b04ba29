import ArgumentParser
import SDLRPCRuntime

// `--type`: request, response or notification, listed by `--help` and offered by shell completion.
// (The runtime does not depend on ArgumentParser, so the conformance lives here.)
extension SDLRPCMessageKind: ExpressibleByArgument {}
