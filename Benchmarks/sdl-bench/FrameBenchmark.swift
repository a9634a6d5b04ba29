import Foundation
import NIOCore
import SDLProtocol

/// Frame encode and decode throughput of `SDLProtocol`, beside a plain memory copy of the same
/// payload bytes: 1 KiB messages as single frames, and 1 MiB messages fragmented at a 131072-byte
/// MTU (Core's shipped payload limit) and reassembled. Throughput counts payload bytes.
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
            for message in messages {
                for frame in SDLMessageFragmenter.frames(for: message, maximumPayloadSize: Self.mtu) {
                    frame.encode(into: &wire)
                }
            }
            var copies: [Duration] = []
            var encodes: [Duration] = []
            var decodes: [Duration] = []
            for _ in 0..<runs {
                copies.append(Self.measure { checksum &+= Self.copy(payload, times: workload.count) })
                encodes.append(Self.measure { checksum &+= Self.encode(messages, capacity: wire.readableBytes) })
                decodes.append(Self.measure { checksum &+= Self.decode(wire) })
            }
            rows.append(("\(workload.name): memory copy (baseline)", copies, bytes))
            rows.append(("\(workload.name): fragment + encode", encodes, bytes))
            rows.append(("\(workload.name): decode + reassemble", decodes, bytes))
        }
        print("SDL frame codec, release build, median of \(runs) runs (payload bytes; checksum \(checksum & 0xFFFF)):")
        Self.printThroughput(rows)
    }

    private static func measure(_ body: () -> Void) -> Duration {
        ContinuousClock().measure(body)
    }

    /// Copies the payload `times` times into one new destination with `memcpy` (a fresh allocation,
    /// as the encoder's output buffer is), reading one byte of every copy back so none is elided.
    private static func copy(_ payload: ByteBuffer, times: Int) -> Int {
        let size = payload.readableBytes
        let destination = UnsafeMutableRawPointer.allocate(byteCount: size * times, alignment: 16)
        defer { destination.deallocate() }
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

    /// Splits every message into frames and writes them to one buffer.
    private static func encode(_ messages: [SDLMessage], capacity: Int) -> Int {
        var buffer = ByteBuffer()
        buffer.reserveCapacity(capacity)
        for message in messages {
            for frame in SDLMessageFragmenter.frames(for: message, maximumPayloadSize: mtu) {
                frame.encode(into: &buffer)
            }
        }
        return buffer.readableBytes
    }

    /// Decodes every frame of `wire` and reassembles the messages.
    private static func decode(_ wire: ByteBuffer) -> Int {
        var buffer = wire
        var assembler = SDLMessageAssembler()
        var total = 0
        let validation = SDLFrameValidation(maximumPayloadSize: mtu)
        while let frame = try? SDLFrame.decode(from: &buffer, validation: validation) {
            if let message = try? assembler.append(frame) {
                total += message.payload.readableBytes
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
