import Foundation
import NIOCore
import SDLProtocol

/// Frame encode and decode throughput of `SDLProtocol`, beside a plain memory copy of the same
/// payload bytes: 1 KiB messages as single frames, and 1 MiB messages fragmented at a 131072-byte
/// MTU (Core's shipped payload limit) and reassembled. Throughput counts payload bytes.
///
/// Encoding writes into an output buffer reused from sample to sample (as a channel's outbound
/// buffer would be), and the copy baseline into a reused destination, so neither pays for fresh
/// pages; decoding slices frames out of the input and reassembles multi-frame messages into new
/// buffers, which is its real cost.
struct FrameBenchmark {
    let runs: Int

    /// One workload: `count` messages of `size` bytes per sample.
    private struct Workload {
        let name: String
        let size: Int
        let count: Int
    }

    private static let mtu = 131_072

    func run() {
        let workloads = [
            Workload(name: "1 KiB, single frames", size: 1_024, count: 8_192),
            Workload(name: "1 MiB, 131072-byte frames", size: 1_048_576, count: 16),
        ]
        var rows: [(String, [Duration], Int)] = []
        var checksum = 0
        for workload in workloads {
            let bytes = workload.size * workload.count
            let payload = ByteBuffer(bytes: (0..<workload.size).map { UInt8(truncatingIfNeeded: $0 &* 31) })
            let messages = (0..<workload.count).map { index in
                SDLMessage(version: 5, serviceType: .rpc, sessionID: 1, messageID: UInt32(index + 1), payload: payload)
            }
            var wire = ByteBuffer()
            Self.encode(messages, into: &wire)
            var output = ByteBufferAllocator().buffer(capacity: wire.readableBytes)
            let destination = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
            defer { destination.deallocate() }
            // Warm both outputs once.
            Self.encode(messages, into: &output)
            checksum &+= Self.copy(payload, times: workload.count, to: destination)
            var copies: [Duration] = []
            var encodes: [Duration] = []
            var directEncodes: [Duration] = []
            var decodes: [Duration] = []
            for _ in 0..<runs {
                copies.append(Self.measure { checksum &+= Self.copy(payload, times: workload.count, to: destination) })
                encodes.append(Self.measure { checksum &+= Self.encode(messages, into: &output) })
                directEncodes.append(Self.measure { checksum &+= Self.encodeDirectly(messages, into: &output) })
                decodes.append(Self.measure { checksum &+= Self.decode(wire) })
            }
            rows.append(("\(workload.name): memory copy (baseline)", copies, bytes))
            rows.append(("\(workload.name): frames(for:) + SDLFrame.encode", encodes, bytes))
            rows.append(("\(workload.name): SDLMessageFragmenter.encode", directEncodes, bytes))
            rows.append(("\(workload.name): SDLFrame.decode + reassemble", decodes, bytes))
        }
        print("SDL frame codec, release build, median of \(runs) runs (payload bytes; checksum \(checksum & 0xFFFF)):")
        Self.printThroughput(rows)
    }

    private static func measure(_ body: () -> Void) -> Duration {
        ContinuousClock().measure(body)
    }

    /// Copies the payload `times` times into `destination` with `memcpy`, reading one byte of every
    /// copy back so none is elided.
    private static func copy(_ payload: ByteBuffer, times: Int, to destination: UnsafeMutableRawPointer) -> Int {
        let size = payload.readableBytes
        payload.withUnsafeReadableBytes { source in
            guard let base = source.baseAddress else { return }
            for index in 0..<times {
                memcpy(destination + index * size, base, size)
            }
        }
        var sum = 0
        for index in 0..<times {
            sum &+= Int(destination.load(fromByteOffset: index * size + index % size, as: UInt8.self))
        }
        return sum
    }

    /// Splits every message into frames and writes them to `output` (cleared first).
    @discardableResult
    private static func encode(_ messages: [SDLMessage], into output: inout ByteBuffer) -> Int {
        output.clear()
        for message in messages {
            for frame in SDLMessageFragmenter.frames(for: message, maximumPayloadSize: mtu) {
                frame.encode(into: &output)
            }
        }
        return output.readableBytes
    }

    /// Writes every message's frames straight to `output` (cleared first).
    private static func encodeDirectly(_ messages: [SDLMessage], into output: inout ByteBuffer) -> Int {
        output.clear()
        for message in messages {
            SDLMessageFragmenter.encode(message, maximumPayloadSize: mtu, into: &output)
        }
        return output.readableBytes
    }

    /// Decodes every frame of `wire` and reassembles the messages.
    private static func decode(_ wire: ByteBuffer) -> Int {
        var buffer = wire
        var assembler = SDLMessageAssembler()
        var total = 0
        let validation = SDLFrameValidation(maximumPayloadSize: mtu)
        while let frame = try? SDLFrame.decode(from: &buffer, validation: validation) {
            if let message = try? assembler.append(frame) {
                total &+= message.payload.readableBytes &+ Int(message.payload.getInteger(at: message.payload.readerIndex, as: UInt8.self) ?? 0)
            }
        }
        return total
    }

    /// Prints MB/s (10^6 bytes per second) for each row: median, and the slowest and fastest run.
    private static func printThroughput(_ rows: [(String, [Duration], Int)]) {
        let width = rows.map(\.0.count).max() ?? 0
        print("  " + "stage".padding(toLength: width, withPad: " ", startingAt: 0) + "        median          min          max")
        for (name, samples, bytes) in rows {
            let rates = samples.map { Double(bytes) / max(BenchmarkTable.seconds($0), 1e-9) / 1e6 }
            let median = Double(bytes) / max(BenchmarkTable.median(samples), 1e-9) / 1e6
            print(String(format: "  %@  %8.0f MB/s  %6.0f MB/s  %6.0f MB/s",
                         name.padding(toLength: width, withPad: " ", startingAt: 0),
                         median, rates.min() ?? 0, rates.max() ?? 0))
        }
    }
}
