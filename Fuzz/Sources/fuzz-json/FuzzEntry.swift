import FuzzSupport

@main
enum FuzzEntry {
    static func main() {
        FuzzDriver.run { data, count in
            JSONFuzz.run(FuzzInput(data: data, count: count).all)
            return 0
        }
    }
}
