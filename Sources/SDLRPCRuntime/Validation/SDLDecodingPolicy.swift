/// How strictly JSON becomes typed values.
///
/// What the app *sends* is built in code and checked strictly. What a head unit *sends* is read
/// leniently, because real head units break the spec (SDL Core 8.2's default capabilities describe
/// image fields without the mandatory `imageTypeSupported`):
///
/// ```swift
/// let response = try SDLRegisterAppInterfaceResponse(json: json, policy: .lenient)
/// for issue in response.decodingIssues { print(issue) }
/// // warning: $.displayCapabilities.imageFields[0].imageTypeSupported: missing mandatory parameter 'imageTypeSupported'
/// // warning: $.displayCapabilities.imageFields[0]: dropped: the array element cannot be read
/// ```
public enum SDLDecodingPolicy: Hashable, Sendable {
    /// Every type or mandatory issue fails the whole value.
    case strict
    /// A part that cannot be read is dropped where the value can do without it: an array element,
    /// or an optional parameter (which becomes `nil`); a struct that loses a mandatory member is
    /// dropped in turn where it is optional or an array element. Only a mandatory parameter of the
    /// value itself that cannot be read fails it. Every drop is recorded as a warning.
    case lenient
}
