import SDLTestSupport
import SDLHeadUnit
import SDLRPC
import SDLSession
import Testing

/// Notifications from the emulator reach the session's typed streams, in order, and the streams
/// end with the session.
@Suite("Session notifications from the emulator", .timeLimit(.minutes(TestTime.minutes(1))))
struct SessionNotificationTests {
    @Test("registration brings OnHMIStatus NONE, then FULL; closing the session finishes the stream")
    func hmiStatusNoneThenFull() async throws {
        try await Emulator.run { headUnit, _ in
            let session = try await Emulator.connect(to: headUnit)
            let statuses = StreamRecorder(session.notifications(of: SDLOnHMIStatus.self))
            let permissions = StreamRecorder(session.notifications(of: SDLOnPermissionsChange.self))
            try await Emulator.register(session)

            let first = try await statuses.next("OnHMIStatus")
            #expect(first.hmiLevel == SDLHMILevel.none)
            #expect(first.systemContext == .main)
            let second = try await statuses.next("OnHMIStatus")
            #expect(second.hmiLevel == .full)
            #expect(second.audioStreamingState == .notAudible)
            let permissionItems = try await permissions.next("OnPermissionsChange").permissionItem
            #expect(permissionItems.contains { $0.rpcName == "Show" })

            try await headUnit.setHMILevel(.background)
            let third = try await statuses.next("OnHMIStatus")
            #expect(third.hmiLevel == .background)

            await session.close()
            #expect(await statuses.finishes())
            #expect(await permissions.finishes())
        }
    }

    @Test("messages() carries the registration's response and notifications in the order the emulator sent them")
    func messagesInOrder() async throws {
        try await Emulator.run { headUnit, _ in
            try await Emulator.withSession(to: headUnit) { session in
                let messages = StreamRecorder(session.messages())
                try await Emulator.register(session)
                var received: [SDLRPCEnvelope] = []
                for _ in 0..<7 { received.append(try await messages.next("a message")) }
                let seen = received.map { "\($0.functionName ?? "?")/\($0.kind)" }
                #expect(seen == [
                    "RegisterAppInterface/\(SDLRPCMessageKind.response)",
                    "OnHMIStatus/\(SDLRPCMessageKind.notification)",
                    "OnPermissionsChange/\(SDLRPCMessageKind.notification)",
                    "OnSystemRequest/\(SDLRPCMessageKind.notification)",
                    "OnDriverDistraction/\(SDLRPCMessageKind.notification)",
                    "OnSystemCapabilityUpdated/\(SDLRPCMessageKind.notification)",
                    "OnHMIStatus/\(SDLRPCMessageKind.notification)",
                ])
                let response = try await headUnit.nextResponse("RegisterAppInterface")
                #expect(received.first?.correlationID == response.correlationID)
                #expect(received.first?.resultCode == "SUCCESS")
            }
        }
    }

    @Test("allNotifications() carries the registration's notifications in order, never its response")
    func allNotificationsWithoutResponses() async throws {
        try await Emulator.run { headUnit, _ in
            try await Emulator.withSession(to: headUnit) { session in
                let notifications = StreamRecorder(session.allNotifications())
                try await Emulator.register(session)
                _ = try await session.send(SDLShow(mainField1: "answered, not a notification"))
                var received: [SDLRPCEnvelope] = []
                for _ in 0..<6 { received.append(try await notifications.next("a notification")) }
                #expect(received.map { $0.functionName ?? "?" } == [
                    "OnHMIStatus", "OnPermissionsChange", "OnSystemRequest", "OnDriverDistraction", "OnSystemCapabilityUpdated", "OnHMIStatus",
                ])
                #expect(received.allSatisfy { $0.kind == .notification })
                // The next notification after the Show's response is the one the head unit sends next.
                try await headUnit.setHMILevel(.background)
                let next = try await notifications.next("OnHMIStatus after the Show")
                #expect(next.functionName == "OnHMIStatus")
                #expect(next.kind == .notification)
            }
        }
    }
}
