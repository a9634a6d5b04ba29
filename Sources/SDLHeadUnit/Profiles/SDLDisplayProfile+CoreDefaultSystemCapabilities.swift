import SDLRPC

extension SDLDisplayProfile {
    /// The `systemCapabilities` of Core's default `hmi_capabilities.json` (UI.systemCapabilities,
    /// read at sdl_core 010da0b): navigation (send location, way points), phone (dial number), video
    /// streaming (800×350, 10,000 kbps, RAW/H264, no haptic data) and remote control (its climate,
    /// radio, audio, light and HMI-settings modules and its 18 RC buttons); plus the driver
    /// distraction limits Core's default HMI reports (menu length 10, submenu depth 3; the
    /// sdl_atf_test_scripts smoke case for SDL-0152). That file has no seat location, so SEAT_LOCATION
    /// is DATA_NOT_AVAILABLE, as on a stock Core. Names are MOBILE_API's, as Core converts the HMI's
    /// to them: `rgbColorSpaceAvailable` (the file has HMI_API's `sRGBColorSpaceAvailable`) and the
    /// light names `REAR_LEFT_BRAKE_LIGHT`, `REAR_RIGHT_BRAKE_LIGHT` (the file spells them `BREAK`;
    /// Core passes enums to apps by value).
    static var coreDefaultSystemCapabilities: SDLJSONValue {
        let rcButtons = [
            "AC_MAX", "AC", "RECIRCULATE", "FAN_UP", "FAN_DOWN", "TEMP_UP", "TEMP_DOWN", "DEFROST_MAX", "DEFROST",
            "DEFROST_REAR", "UPPER_VENT", "LOWER_VENT", "VOLUME_UP", "VOLUME_DOWN", "EJECT", "SOURCE", "SHUFFLE", "REPEAT",
        ]
        let lights = [
            "FRONT_LEFT_HIGH_BEAM", "FRONT_RIGHT_HIGH_BEAM", "FRONT_LEFT_LOW_BEAM", "FRONT_RIGHT_LOW_BEAM",
            "FRONT_LEFT_PARKING_LIGHT", "FRONT_RIGHT_PARKING_LIGHT", "FRONT_LEFT_FOG_LIGHT", "FRONT_RIGHT_FOG_LIGHT",
            "FRONT_LEFT_DAYTIME_RUNNING_LIGHT", "FRONT_RIGHT_DAYTIME_RUNNING_LIGHT", "FRONT_LEFT_TURN_LIGHT",
            "FRONT_RIGHT_TURN_LIGHT", "REAR_LEFT_FOG_LIGHT", "REAR_RIGHT_FOG_LIGHT", "REAR_LEFT_TAIL_LIGHT",
            "REAR_RIGHT_TAIL_LIGHT", "REAR_LEFT_BRAKE_LIGHT", "REAR_RIGHT_BRAKE_LIGHT", "REAR_LEFT_TURN_LIGHT",
            "REAR_RIGHT_TURN_LIGHT", "REAR_REGISTRATION_PLATE_LIGHT", "HIGH_BEAMS", "LOW_BEAMS", "FOG_LIGHTS",
            "RUNNING_LIGHTS", "PARKING_LIGHTS", "BRAKE_LIGHTS", "REAR_REVERSING_LIGHTS", "SIDE_MARKER_LIGHTS",
            "LEFT_TURN_LIGHTS", "RIGHT_TURN_LIGHTS", "HAZARD_LIGHTS", "AMBIENT_LIGHTS", "OVERHEAD_LIGHTS",
            "READING_LIGHTS", "TRUNK_LIGHTS", "EXTERIOR_FRONT_LIGHTS", "EXTERIOR_REAR_LIGHTS", "EXTERIOR_LEFT_LIGHTS",
            "EXTERIOR_RIGHT_LIGHTS",
        ]
        let climate: SDLJSONValue = [
            "acEnableAvailable": true, "acMaxEnableAvailable": true, "autoModeEnableAvailable": true,
            "circulateAirEnableAvailable": true, "currentTemperatureAvailable": true,
            "defrostZone": ["FRONT", "REAR", "ALL", "NONE"], "defrostZoneAvailable": true, "desiredTemperatureAvailable": true,
            "dualModeEnableAvailable": true, "heatedMirrorsAvailable": true, "heatedRearWindowAvailable": true,
            "heatedSteeringWheelAvailable": true, "heatedWindshieldAvailable": true, "fanSpeedAvailable": true,
            "moduleName": "primary_climate", "ventilationMode": ["UPPER", "LOWER", "BOTH", "NONE"], "ventilationModeAvailable": true,
        ]
        let radio: SDLJSONValue = [
            "availableHDsAvailable": true, "hdChannelAvailable": true, "moduleName": "radio", "radioBandAvailable": true,
            "radioEnableAvailable": true, "radioFrequencyAvailable": true, "rdsDataAvailable": true,
            "signalChangeThresholdAvailable": true, "signalStrengthAvailable": true, "sisDataAvailable": true, "stateAvailable": true,
        ]
        let audio: SDLJSONValue = [
            "moduleName": "audio", "sourceAvailable": true, "volumeAvailable": true, "equalizerAvailable": true,
            "keepContextAvailable": true, "equalizerMaxChannelId": 80,
        ]
        let remoteControl: SDLJSONValue = [
            "buttonCapabilities": .array(rcButtons.map {
                ["longPressAvailable": true, "name": .string($0), "shortPressAvailable": true, "upDownAvailable": false]
            }),
            "climateControlCapabilities": [climate],
            "radioControlCapabilities": [radio],
            "audioControlCapabilities": [audio],
            "lightControlCapabilities": [
                "moduleName": "light",
                "supportedLights": .array(lights.map { ["densityAvailable": true, "name": .string($0), "rgbColorSpaceAvailable": true] }),
            ],
            "hmiSettingsControlCapabilities": [
                "moduleName": "hmiSettings", "distanceUnitAvailable": true, "temperatureUnitAvailable": true, "displayModeUnitAvailable": true,
            ],
        ]
        return [
            "navigationCapability": ["sendLocationEnabled": true, "getWayPointsEnabled": true],
            "phoneCapability": ["dialNumberEnabled": true],
            "videoStreamingCapability": [
                "preferredResolution": ["resolutionWidth": 800, "resolutionHeight": 350],
                "maxBitrate": 10000,
                "supportedFormats": [["protocol": "RAW", "codec": "H264"]],
                "hapticSpatialDataSupported": false,
            ],
            "remoteControlCapability": remoteControl,
            "driverDistractionCapability": ["menuLength": 10, "subMenuDepth": 3],
        ]
    }
}
