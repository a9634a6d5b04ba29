import FuzzSupport

@main
enum FuzzEntry {
    static func main() {
        FuzzDriver.run { data, count in
            RTPVideoFuzz.run(FuzzInput(data: data, count: count))
            return 0
        }
    }
}
