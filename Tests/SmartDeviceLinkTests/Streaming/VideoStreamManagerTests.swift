import SDLProtocol
import SDLTestSupport
import Testing
@testable import SmartDeviceLink

@Suite("Video stream manager: when it streams, the format, whole-frame drops, stop reasons")
struct VideoStreamManagerTests {
    static let key = SDLH264AccessUnit(bytes: SDLAnnexB.stream(of: [[0x67, 1], [0x68, 2], [0x65, 3, 4]]), presentationTime: .zero)
    static func delta(_ n: UInt8) -> SDLH264AccessUnit {
        SDLH264AccessUnit(bytes: SDLAnnexB.stream(of: [[0x41, n]]), presentationTime: .milliseconds(33 * Int(n)))
    }

    static let capability: SDLJSONValue = [
        "preferredResolution": ["resolutionWidth": 1024, "resolutionHeight": 600],
        "supportedFormats": [["protocol": "RAW", "codec": "H264"], ["protocol": "RTP", "codec": "H265"], ["protocol": "RTP", "codec": "H264"]],
    ]

    @Test("the policy: NAVIGATION or PROJECTION, FULL or LIMITED, STREAMABLE")
    func policy() {
        let cases: [([SDLAppHMIType], SDLHMILevel, SDLVideoStreamingState, SDLVideoStreamStopReason?)] = [
            ([.navigation], .full, .streamable, nil),
            ([.projection], .limited, .streamable, nil),
            ([.media], .full, .streamable, .notNavigationOrProjectionApp),
            ([.navigation], .background, .streamable, .hmiLevel(.background)),
            ([.navigation], .none, .streamable, .hmiLevel(.none)),
            ([.navigation], .full, .notStreamable, .notStreamable),
        ]
        for (types, level, video, expected) in cases {
            let status = SDLHMIStatus(hmiLevel: level, audioStreamingState: .notAudible, systemContext: .main, videoStreamingState: video)
            #expect(SDLVideoStreamingPolicy.reasonNotToStream(appTypes: types, status: status) == expected, "\(types) \(level) \(video)")
        }
    }

    @Test("offers: the preferred resolution; H.264 formats only, in the app's protocol order")
    func offers() throws {
        let capability = try SDLVideoStreamingCapability(json: Self.capability)
        let offers = SDLVideoFormatNegotiation.offers(for: capability)
        #expect(offers == [
            SDLVideoServiceParameters(width: 1024, height: 600, videoProtocol: "RTP", videoCodec: "H264"),
            SDLVideoServiceParameters(width: 1024, height: 600, videoProtocol: "RAW", videoCodec: "H264"),
        ])
        #expect(SDLVideoFormatNegotiation.offers(for: nil, preferredProtocols: ["RAW", "RTSP"]).map(\.description) == ["800×480 RAW/H264"])
    }

    @Test("the queue drops whole frames up to the next key frame, and a key frame replaces what waits")
    func queue() {
        var queue = SDLVideoFrameQueue(capacity: 1)
        #expect(queue.submit(Self.key) == 0)
        #expect(queue.submit(Self.delta(1)) == 1)
        #expect(queue.isDroppingUntilKeyFrame)
        #expect(queue.next() == Self.key)
        #expect(queue.submit(Self.delta(2)) == 1)  // room again, but it depends on the dropped frame
        #expect(queue.next() == nil)
        #expect(queue.submit(Self.key) == 0)
        #expect(!queue.isDroppingUntilKeyFrame)
        #expect(queue.submit(Self.key) == 1)  // full: the waiting key frame makes way for the newer one
        #expect(queue.frames.count == 1)
        #expect(SDLVideoFrameQueue(capacity: 0).capacity == 1)
    }

    @Test("streams in FULL with the negotiated format, stops with a reason on BACKGROUND, resumes in FULL")
    func stopsAndResumes() async throws {
        let channel = VideoStreamingChannel(capability: Self.capability)
        let manager = SDLVideoStreamManager(channel: channel, appTypes: [.navigation], configuration: .init(frameRate: 1000))
        let events = await manager.events()
        let running = Task { await manager.run() }
        var iterator = events.makeAsyncIterator()

        channel.push(.full)
        let rtp = SDLVideoServiceParameters(width: 1024, height: 600, videoProtocol: "RTP", videoCodec: "H264")
        #expect(await iterator.next() == .started(rtp))
        await manager.submit(Self.key)
        try await pollUntil("the key frame sent") { channel.sent.count == 1 }
        // RTP: the first bytes are a length prefix and an RTP version-2 header, not a start code.
        #expect(channel.sent[0][2] == 0x80)
        var reader = SDLRTPH264StreamReader()
        #expect(reader.read(channel.sent[0]).count == 4)  // three NAL units and the access unit's end

        channel.push(.background)
        #expect(await iterator.next() == .stopped(.hmiLevel(.background)))
        try await pollUntil("the EndService") { channel.ends == 1 }
        await manager.submit(Self.key)  // not streaming: not sent

        channel.push(.full)
        #expect(await iterator.next() == .started(rtp))
        channel.push(.full, video: .notStreamable)
        #expect(await iterator.next() == .stopped(.notStreamable))
        channel.push(.limited)
        #expect(await iterator.next() == .started(rtp))
        channel.endVideoFromHeadUnit()
        #expect(await iterator.next() == .stopped(.endedByHeadUnit))
        #expect(channel.sent.count == 1)
        #expect(channel.offers.count == 3)

        channel.finishNotifications()
        await running.value
        #expect(await iterator.next() == nil)
    }

    @Test("a transport slower than the stream: whole frames dropped up to the next key frame, and the app is told")
    func throttled() async throws {
        let channel = VideoStreamingChannel()
        let manager = SDLVideoStreamManager(
            channel: channel, appTypes: [.projection], configuration: .init(preferredProtocols: ["RAW"], frameRate: 1000, queueCapacity: 1))
        let events = await manager.events()
        let running = Task { await manager.run() }
        var iterator = events.makeAsyncIterator()
        channel.push(.full)
        guard case .started = await iterator.next() else { Issue.record("no start"); return }

        channel.hold()
        await manager.submit(Self.key)
        try await pollUntil("the first send to start") { channel.startedSends == 1 }
        await manager.submit(Self.delta(1))  // waits in the queue
        await manager.submit(Self.delta(2))  // queue full: dropped, and so is everything up to a key frame
        guard case .framesDropped(let figures) = await iterator.next() else { Issue.record("no drop reported"); return }
        #expect(figures.framesDropped == 1)
        await manager.submit(Self.delta(3))
        let second = Self.key
        await manager.submit(second)  // a key frame: replaces the waiting delta(1)
        channel.release()
        try await pollUntil("two frames sent") { channel.sent.count == 2 }
        #expect(channel.sent == [Self.key.bytes, second.bytes])  // RAW: the Annex B bytes unchanged, never cut
        let statistics = await manager.statistics
        #expect(statistics.framesSubmitted == 5)
        #expect(statistics.framesSent == 2)
        #expect(statistics.framesDropped == 3)

        channel.finishNotifications()
        await running.value
    }

    @Test("a refused start is reported with its error; no retry until the status changes")
    func refusedStart() async throws {
        let refusal = SDLError(code: .videoServiceRejected, message: "no")
        let channel = VideoStreamingChannel(refusal: refusal)
        let manager = SDLVideoStreamManager(channel: channel, appTypes: [.navigation])
        let events = await manager.events()
        let running = Task { await manager.run() }
        var iterator = events.makeAsyncIterator()
        channel.push(.full)
        #expect(await iterator.next() == .stopped(.startFailed(refusal)))
        #expect(channel.offers.count == 1)
        channel.push(.limited)
        #expect(await iterator.next() == .stopped(.startFailed(refusal)))
        #expect(channel.offers.count == 2)
        channel.finishNotifications()
        await running.value
    }
}
