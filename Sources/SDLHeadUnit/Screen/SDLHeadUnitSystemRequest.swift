/// A SystemRequest an app sent that the head unit took (Core saved its data under `fileName` and
/// passed it on: to the policy manager for HTTP, to the HMI's BasicCommunication.SystemRequest for
/// other types).
public struct SDLHeadUnitSystemRequest: Sendable, Hashable {
    /// The app's head-unit id.
    public var appID: Int
    /// `requestType` (a RequestType wire value: PROPRIETARY, HTTP, QUERY_APPS …).
    public var requestType: String
    /// `requestSubType`, if given.
    public var requestSubType: String?
    /// The file name Core saved the data under (`fileName`, or `SYNC` without one).
    public var fileName: String
    /// The data: the request's bulk data, or the app's file of that name moved out of its storage.
    public var data: [UInt8]
}
