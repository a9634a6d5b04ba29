import SDLRPC

/// The function IDs the engine handles itself, taken from the generated types (MOBILE_API
/// `FunctionID`, §B.3) rather than typed in.
enum HeadUnitFunction {
    static let registerAppInterface = SDLRegisterAppInterface.rpcFunctionID
    static let unregisterAppInterface = SDLUnregisterAppInterface.rpcFunctionID
    static let setGlobalProperties = SDLSetGlobalProperties.rpcFunctionID
    static let resetGlobalProperties = SDLResetGlobalProperties.rpcFunctionID
    static let addCommand = SDLAddCommand.rpcFunctionID
    static let deleteCommand = SDLDeleteCommand.rpcFunctionID
    static let addSubMenu = SDLAddSubMenu.rpcFunctionID
    static let deleteSubMenu = SDLDeleteSubMenu.rpcFunctionID
    static let createInteractionChoiceSet = SDLCreateInteractionChoiceSet.rpcFunctionID
    static let performInteraction = SDLPerformInteraction.rpcFunctionID
    static let deleteInteractionChoiceSet = SDLDeleteInteractionChoiceSet.rpcFunctionID
    static let alert = SDLAlert.rpcFunctionID
    static let show = SDLShow.rpcFunctionID
    static let speak = SDLSpeak.rpcFunctionID
    static let setMediaClockTimer = SDLSetMediaClockTimer.rpcFunctionID
    static let performAudioPassThru = SDLPerformAudioPassThru.rpcFunctionID
    static let endAudioPassThru = SDLEndAudioPassThru.rpcFunctionID
    static let subscribeButton = SDLSubscribeButton.rpcFunctionID
    static let unsubscribeButton = SDLUnsubscribeButton.rpcFunctionID
    static let scrollableMessage = SDLScrollableMessage.rpcFunctionID
    static let slider = SDLSlider.rpcFunctionID
    static let changeRegistration = SDLChangeRegistration.rpcFunctionID
    static let genericResponse = SDLGenericResponse.rpcFunctionID
    static let putFile = SDLPutFile.rpcFunctionID
    static let deleteFile = SDLDeleteFile.rpcFunctionID
    static let listFiles = SDLListFiles.rpcFunctionID
    static let setAppIcon = SDLSetAppIcon.rpcFunctionID
    /// SetDisplayLayout is deprecated: looked up by name so no deprecated type is referenced.
    static let setDisplayLayout = SDLFunctionNames.functionID(named: "SetDisplayLayout") ?? -1
    static let getSystemCapability = SDLGetSystemCapability.rpcFunctionID
    static let cancelInteraction = SDLCancelInteraction.rpcFunctionID
    static let subtleAlert = SDLSubtleAlert.rpcFunctionID
    static let showAppMenu = SDLShowAppMenu.rpcFunctionID
    static let sendLocation = SDLSendLocation.rpcFunctionID
    static let getFile = SDLGetFile.rpcFunctionID
    static let closeApplication = SDLCloseApplication.rpcFunctionID
    static let dialNumber = SDLDialNumber.rpcFunctionID
    static let getWayPoints = SDLGetWayPoints.rpcFunctionID
    static let subscribeWayPoints = SDLSubscribeWayPoints.rpcFunctionID
    static let unsubscribeWayPoints = SDLUnsubscribeWayPoints.rpcFunctionID

    static let onHMIStatus = SDLOnHMIStatus.rpcFunctionID
    static let onAppInterfaceUnregistered = SDLOnAppInterfaceUnregistered.rpcFunctionID
    static let onButtonEvent = SDLOnButtonEvent.rpcFunctionID
    static let onButtonPress = SDLOnButtonPress.rpcFunctionID
    static let onCommand = SDLOnCommand.rpcFunctionID
    static let onPermissionsChange = SDLOnPermissionsChange.rpcFunctionID
    static let onAudioPassThru = SDLOnAudioPassThru.rpcFunctionID
    static let onLanguageChange = SDLOnLanguageChange.rpcFunctionID
    static let onSystemCapabilityUpdated = SDLOnSystemCapabilityUpdated.rpcFunctionID
    static let subscribeVehicleData = SDLSubscribeVehicleData.rpcFunctionID
    static let unsubscribeVehicleData = SDLUnsubscribeVehicleData.rpcFunctionID
    static let getVehicleData = SDLGetVehicleData.rpcFunctionID
    static let onVehicleData = SDLOnVehicleData.rpcFunctionID

    /// The name of `functionID` from the spec's FunctionID enum, or `"Function#<id>"`.
    static func name(_ functionID: Int) -> String {
        SDLFunctionNames.name(forFunctionID: functionID) ?? "Function#\(functionID)"
    }
}
