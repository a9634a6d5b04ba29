/// CreateWindow and DeleteWindow (`create_window_request.cc`, `delete_window_request.cc`): the
/// main window (ID 0, type MAIN) always exists and cannot be created or deleted.
extension CoreCommandRules {
    /// Core: INVALID_ID for a windowID in use (app state), then INVALID_DATA for type MAIN.
    mutating func createWindow(_ parameters: SDLJSONObject) {
        if parameters["type"]?.stringValue == "MAIN" {
            reject("CreateWindow.main", at: SDLJSONPath.root.appending(key: "type"), "the MAIN window exists already; create WIDGETs",
                   stage: .afterAppState)
        }
    }

    /// Core: INVALID_ID for the main window (ID 0), before it looks for the window.
    mutating func deleteWindow(_ parameters: SDLJSONObject) {
        if parameters["windowID"]?.intValue == 0 {
            reject("DeleteWindow.main", at: SDLJSONPath.root.appending(key: "windowID"), "the main window (ID 0) cannot be deleted",
                   result: .invalidID)
        }
    }
}
