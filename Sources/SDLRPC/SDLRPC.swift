// The typed SDL RPC API: the generated enums, structs and messages of this module, on the
// runtime of `SDLRPCRuntime` (re-exported so one import gives both).
@_exported import SDLRPCRuntime
