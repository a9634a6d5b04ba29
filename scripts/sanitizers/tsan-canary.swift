// A deliberate data race: two threads write one global without synchronisation. Built with
// -sanitize=thread and run with the suppressions of scripts/check-sanitizers, TSan must report
// it (exit 66); if it does not, the suppressions or options hide real races.
#if canImport(Glibc)
import Glibc
#endif

nonisolated(unsafe) var counter = 0

func bump(_: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    for _ in 0..<1000 { counter += 1 }
    return nil
}

var first = pthread_t()
var second = pthread_t()
pthread_create(&first, nil, bump, nil)
pthread_create(&second, nil, bump, nil)
pthread_join(first, nil)
pthread_join(second, nil)
print("counter \(counter)")
