/// AddCommand and AddSubMenu (`add_command_request.cc`, `add_sub_menu_request.cc`).
extension CoreCommandRules {
    /// Core: cmdIcon, then the RPC 7.1 secondaryImage (VerifyImage); INVALID_ID and DUPLICATE_NAME (app state); neither menuParams
    /// nor vrCommands; then `IsWhiteSpaceExist` on menuParams.menuName and every vrCommand.
    mutating func addCommand(_ parameters: SDLJSONObject) {
        image(parameters, "cmdIcon", rule: "cmdIcon")
        image(parameters, "secondaryImage", rule: "secondaryImage")
        let menuParams = parameters["menuParams"]?.objectValue
        let vrCommands = parameters["vrCommands"]?.arrayValue ?? []
        if menuParams == nil, vrCommands.isEmpty {
            reject("AddCommand.menuParamsOrVrCommands", at: .root, "AddCommand needs menuParams or vrCommands",
                   stage: .afterAppState)
        }
        if let menuParams {
            strings(menuParams, ["menuName"], at: SDLJSONPath.root.appending(key: "menuParams"), stage: .afterAppState)
        }
        stringArray(parameters, "vrCommands", stage: .afterAppState)
    }

    /// Core: menuIcon, then the RPC 7.1 secondaryImage (VerifyImage); INVALID_ID for a menuID in use or a parentID that does not
    /// exist (app state); then `CheckSubMenuName` on menuName.
    mutating func addSubMenu(_ parameters: SDLJSONObject) {
        image(parameters, "menuIcon", rule: "menuIcon")
        image(parameters, "secondaryImage", rule: "secondaryImage")
        strings(parameters, ["menuName"], at: .root, stage: .afterAppState)
    }
}
