// The JSON, rule and issue types of a validation report come from the runtime the generated
// types share, so users of `SDLValidation` get them with this one import.
@_exported public import SDLRPCRuntime
