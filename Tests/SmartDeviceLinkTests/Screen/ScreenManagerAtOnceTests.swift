import SDLTestSupport
@testable import SmartDeviceLink
import Testing

/// An update that needs `Show`s only, with nothing else being performed, is performed by the
/// task that awaits it (no performer task, no hop back to it); it keeps the performer's promises.
@Suite("Screen manager: an update performed by its caller")
@MainActor
struct ScreenManagerAtOnceTests {
    /// A running manager in FULL with `view` on screen (its first Show answered), whose later
    /// Shows `channel` holds; cancel the returned task at the end.
    private func showing(_ view: SDLView, on channel: HeldShowChannel) async throws -> (SDLScreenManager, Task<Void, Never>) {
        let manager = SDLScreenManager(
            channel: channel, fileManager: SDLFileManager(channel: channel),
            systemCapabilityManager: SDLSystemCapabilityManager(channel: channel), rpcVersion: SDLRPCVersion(8, 0, 0))
        let running = Task { await manager.run() }
        try await yield { manager.isRunning }
        manager.hmiLevel = .full
        manager.present(view, template: nil)
        try await manager.update()
        channel.holdsShows = true
        return (manager, running)
    }

    /// ``showing(_:on:)``, then `change` and an update in one main-actor turn (as an app writes
    /// them: the update takes the change, the automatic update finds nothing left), in a task
    /// whose Show `channel` now holds.
    private func heldUpdate(of view: SDLView, on channel: HeldShowChannel, after change: @escaping @MainActor () -> Void) async throws
        -> (manager: SDLScreenManager, running: Task<Void, Never>, update: Task<Void, any Error>) {
        let (manager, running) = try await showing(view, on: channel)
        let update = Task {
            change()
            try await manager.update()
        }
        try await channel.showIsHeld()
        return (manager, running, update)
    }

    /// Yields until `condition` holds (the tasks it waits for run on the main actor too).
    private func yield(until condition: () -> Bool) async throws {
        for _ in 0..<10_000 where !condition() { await Task.yield() }
        try #require(condition())
    }

    @Test("a text update is performed by its caller, and cancelling the caller while its Show is on its way still waits for it")
    func cancelledCallerWaitsForItsShow() async throws {
        let channel = HeldShowChannel()
        let text = SDLTextView(fields: ["A"])
        let (manager, running, first) = try await heldUpdate(of: SDLView(subviews: [text]), on: channel) { text.fields = ["B"] }
        defer { running.cancel() }
        #expect(manager.performer == nil, "performed by the caller, not by a performer task")
        #expect(manager.isPerforming)
        first.cancel()
        await Task.yield()
        channel.releaseShows()
        try await first.value
        #expect(channel.sentShows.map(\.mainField1) == ["A", "B"])
        #expect(manager.shownScreen.mainField1 == "B")
        // The manager knows "B" is on screen: an update with nothing new sends nothing.
        try await manager.update()
        #expect(channel.sentShows.count == 2)
        #expect(!manager.isPerforming)
    }

    @Test("updates made while one is performed by its caller wait; the newest replaces the one waiting and is sent after it")
    func laterUpdatesWait() async throws {
        let channel = HeldShowChannel()
        let text = SDLTextView(fields: ["A"])
        let (manager, running, first) = try await heldUpdate(of: SDLView(subviews: [text]), on: channel) { text.fields = ["A2"] }
        defer { running.cancel() }
        let second = Task {
            text.fields = ["B"]
            try await manager.update()
        }
        try await yield { manager.queue.waiting != nil }
        let third = Task {
            text.fields = ["C"]
            try await manager.update()
        }
        try await yield { manager.queue.waiting?.content.fields.first?.text == "C" }
        await #expect(throws: SDLError.self) { try await second.value }
        channel.releaseShows()
        try await first.value
        try await third.value
        #expect(channel.sentShows.map(\.mainField1) == ["A", "A2", "C"])
        #expect(manager.shownScreen.mainField1 == "C")
    }

    @Test("stop() while an update is performed by its caller ends it with connectionClosed")
    func stopEndsIt() async throws {
        let channel = HeldShowChannel()
        let text = SDLTextView(fields: ["A"])
        let (manager, running, first) = try await heldUpdate(of: SDLView(subviews: [text]), on: channel) { text.fields = ["B"] }
        defer { running.cancel() }
        manager.stop()
        channel.releaseShows()
        let error = await #expect(throws: SDLError.self) { try await first.value }
        #expect(error?.code == .connectionClosed)
    }

    @Test("an update with an artwork to upload goes to the performer task")
    func uploadsGoToThePerformer() async throws {
        let channel = HeldShowChannel()
        let artwork = try #require(try? SDLArtwork(imageData: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3], name: "at-once-art"))
        let text = SDLTextView(fields: ["A"])
        let root = SDLView(subviews: [text])
        let (manager, running, first) = try await heldUpdate(of: root, on: channel) {
            text.fields = ["B"]
            root.subviews.append(SDLImageView(artwork: artwork))
        }
        defer { running.cancel() }
        #expect(manager.performer != nil)
        channel.releaseShows()
        try await first.value
        #expect(channel.sentShows.count == 3, "the first screen, then the new text, then the uploaded image")
        #expect(channel.sentShows.last?.graphic?.value == "at-once-art")
    }
}
