// swift-tools-version: 6.1
import PackageDescription

// The twelve steps of the book. Each is a library product, a target in
// `Sources/<name>` and a test target in `Tests/<name>Tests`. Adding the next
// step is adding its name here.
let steps = [
    "Step01_Event",
    //"Step02_Signal",
    //"Step03_Future",
]

var products: [Product] = steps.map { .library(name: $0, targets: [$0]) }
var targets: [Target] = steps.flatMap { step -> [Target] in
    [
        .target(name: step),
        .testTarget(name: "\(step)Tests", dependencies: [.target(name: step)]),
    ]
}

let package = Package(
    name: "BuildYourOwnFRP",
    // `Mutex`, from the standard `Synchronization` module, needs macOS 15.
    platforms: [.macOS(.v15)],
    products: products,
    targets: targets,
    swiftLanguageModes: [.v6]
)
