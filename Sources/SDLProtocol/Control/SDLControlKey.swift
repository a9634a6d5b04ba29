/// The BSON keys of control payloads (§A.6; Core `bson_object_keys.cc`).
public enum SDLControlKey {
    /// `protocolVersion` (string).
    public static let protocolVersion = "protocolVersion"
    /// `hashId` (int32).
    public static let hashID = "hashId"
    /// `mtu` (int64).
    public static let mtu = "mtu"
    /// `secondaryTransports` (array of string).
    public static let secondaryTransports = "secondaryTransports"
    /// `audioServiceTransports` (array of int32).
    public static let audioServiceTransports = "audioServiceTransports"
    /// `videoServiceTransports` (array of int32).
    public static let videoServiceTransports = "videoServiceTransports"
    /// `authToken` (string).
    public static let authToken = "authToken"
    /// `make` (string).
    public static let make = "make"
    /// `model` (string).
    public static let model = "model"
    /// `modelYear` (string).
    public static let modelYear = "modelYear"
    /// `trim` (string).
    public static let trim = "trim"
    /// `systemSoftwareVersion` (string).
    public static let systemSoftwareVersion = "systemSoftwareVersion"
    /// `systemHardwareVersion` (string).
    public static let systemHardwareVersion = "systemHardwareVersion"
    /// `rejectedParams` (array of string).
    public static let rejectedParams = "rejectedParams"
    /// `reason` (string).
    public static let reason = "reason"
    /// `height` (int32).
    public static let height = "height"
    /// `width` (int32).
    public static let width = "width"
    /// `videoProtocol` (string).
    public static let videoProtocol = "videoProtocol"
    /// `videoCodec` (string).
    public static let videoCodec = "videoCodec"
}
