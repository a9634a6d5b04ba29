/// Core's file-name check (`file_system::IsFileNameValid`: no `/`), made by PutFile
/// (put_file_request.cc, after its NONE-level limit and empty-bulk-data checks, which need state
/// or the bulk data) and SetAppIcon (set_app_icon_request.cc, before it looks for the file).
extension CoreCommandRules {
    mutating func fileName(_ parameters: SDLJSONObject, stage: SDLCoreRuleStage) {
        guard let name = parameters["syncFileName"]?.stringValue, name.contains("/") else { return }
        reject("\(function).fileName", at: SDLJSONPath.root.appending(key: "syncFileName"), "a file name must not contain \"/\"",
               info: "Sync file name contains forbidden symbols.", stage: stage)
    }
}
