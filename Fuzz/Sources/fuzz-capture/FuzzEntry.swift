import FuzzSupport

@main
enum FuzzEntry {
    static func main() {
        FuzzDriver.run { _, _ in 0 }
    }
}
