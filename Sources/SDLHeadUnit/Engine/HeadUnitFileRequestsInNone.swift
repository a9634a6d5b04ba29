import SDLRPC

/// SDL Core's limits on file requests of an app in NONE (smartDeviceLink.ini's
/// `[FILESYSTEM RESTRICTIONS]`: `PutFileRequest`, `DeleteFileRequest`, `ListFilesRequest`, 5 each),
/// and an app's counts against them.
///
/// Core counts every PutFile that adds a new file (offset 0, a name the app did not have), every
/// DeleteFile that deletes one and every ListFiles — at any HMI level — and resets the counts whenever
/// the app's status changes to NONE (`ApplicationImpl::ResetDataInNone`). While the app is in NONE, a
/// request whose count has reached its limit is REJECTED (`put_file_request.cc`,
/// `delete_file_request.cc`, `list_files_request.cc`).
struct HeadUnitFileRequestsInNone: Sendable, Equatable {
    /// New files added (PutFile at offset 0 of a name not stored before).
    var putFiles = 0
    /// Files deleted.
    var deletedFiles = 0
    /// ListFiles requests answered.
    var fileLists = 0

    /// The limits of Core's default smartDeviceLink.ini.
    struct Limits: Sendable, Equatable {
        /// `PutFileRequest`.
        var putFile = 5
        /// `DeleteFileRequest`.
        var deleteFile = 5
        /// `ListFilesRequest`.
        var listFiles = 5
    }
}

extension HeadUnitEngine {
    /// The app's counts of file requests against Core's limits in NONE.
    func fileRequestsInNone(_ appID: Int) -> HeadUnitFileRequestsInNone {
        apps[appID]?.fileRequestsInNone ?? HeadUnitFileRequestsInNone()
    }

    /// Whether the app is in NONE with `count` at or past `limit`: Core then refuses the request.
    func overFileLimitInNone(_ appID: Int, count: KeyPath<HeadUnitFileRequestsInNone, Int>, limit: Int) -> Bool {
        apps[appID]?.app.hmiLevel == SDLHMILevel.none && fileRequestsInNone(appID)[keyPath: count] >= limit
    }
}
