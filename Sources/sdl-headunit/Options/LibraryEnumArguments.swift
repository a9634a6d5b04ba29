import ArgumentParser
import SDLHeadUnit

// The emulator's closed sets as option values: `--help` lists every case and shell completion
// offers them. (The library does not depend on ArgumentParser, so the conformances live here.)

extension SDLOverlayPolicy: ExpressibleByArgument {}

extension SDLPermissionPolicy: ExpressibleByArgument {}

extension SDLBuiltInProfile: ExpressibleByArgument {}
