/// Core's file-name check (`file_system::IsFileNameValid`: no `/`), made by GetFile and DeleteFile
/// (`get_file_request.cc`, `delete_file_request.cc`), PutFile (`put_file_request.cc`, after its
/// NONE-level limit and empty-bulk-data checks) and SetAppIcon (`set_app_icon_request.cc`, before it
/// looks for the file), each with its own info.
extension CoreCommandRules {
    mutating func fileName(_ parameters: SDLJSONObject, _ key: String, info: String, stage: SDLCoreRuleStage = .beforeAppState) {
        guard let name = parameters[key]?.stringValue, name.utf8.contains(UInt8(ascii: "/")) else { return }
        reject("\(function).fileName", at: SDLJSONPath.root.appending(key: key), "a file name must not contain '/'",
               info: info, stage: stage)
    }

    /// PutFile's and SetAppIcon's check of `syncFileName`.
    mutating func syncFileName(_ parameters: SDLJSONObject, stage: SDLCoreRuleStage) {
        fileName(parameters, "syncFileName", info: "Sync file name contains forbidden symbols.", stage: stage)
    }
}

extension CoreCommandRules {
    /// SystemRequest (`system_request.cc`): after the policy's checks of `requestType` and
    /// `requestSubType` (DISALLOWED), `fileName` — "SYNC" when absent — must pass Core's string
    /// check and contain no `/`.
    mutating func systemRequest(_ parameters: SDLJSONObject) {
        strings(parameters, ["fileName"], at: .root, stage: .afterAppState)
        fileName(parameters, "fileName", info: "Sync file name contains forbidden symbols.", stage: .afterAppState)
    }
}
