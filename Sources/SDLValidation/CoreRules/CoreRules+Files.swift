/// GetFile and DeleteFile (`get_file_request.cc`, `delete_file_request.cc`): Core's
/// `file_system::IsFileNameValid` refuses a file name containing `/`.
extension CoreCommandRules {
    mutating func fileName(_ parameters: SDLJSONObject, _ key: String, info: String, stage: SDLCoreRuleStage = .beforeAppState) {
        guard let name = parameters[key]?.stringValue, name.utf8.contains(UInt8(ascii: "/")) else { return }
        reject("\(function).fileName", at: SDLJSONPath.root.appending(key: key), "a file name must not contain '/'",
               info: info, stage: stage)
    }
}
