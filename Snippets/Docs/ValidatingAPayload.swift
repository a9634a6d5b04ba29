// The SDLValidation catalog's example (Sources/SDLValidation/SDLValidation.docc): a Show request
// checked against the spec at run time, as SDL Core would check it.
import SDLRPC
import SDLValidation

let json = try SDLJSONParser.parse(#"{"mainField1":"Hi","alignment":"SIDEWAYS"}"#)
let validator = try SDLValidator(specPath: "spec/MOBILE_API.xml")
let report = validator.validate(parameters: json, function: "Show", messageKind: .request)
print(report.result)   // SUCCESS, WARNINGS, INVALID_DATA or UNSUPPORTED_REQUEST
