/// One library the benchmarks measure.
enum Implementation: String, CaseIterable {
    case raw
    case opencombine
    case step05
    case reactiveswift

    /// The column heading.
    var title: String {
        switch self {
        case .raw: "raw closures"
        case .opencombine: "OpenCombine"
        case .step05: "Step05"
        case .reactiveswift: "ReactiveSwift"
        }
    }

    /// Whether this build can measure it: ReactiveSwift only when the
    /// package was built with FRP_BENCH_REACTIVESWIFT set.
    var isAvailable: Bool {
        #if canImport(ReactiveSwift)
        true
        #else
        self != .reactiveswift
        #endif
    }
}

/// What a scenario's number must be for the goal to be met.
enum Goal: Sendable {
    /// Step05's figure divided by raw closures' is at most this.
    case ratioToRaw(Double)
    /// Step05's figure itself is at most this.
    case atMost(Double)

    var text: String {
        switch self {
        case .ratioToRaw(let ratio): "≤ \(format(ratio))× raw"
        case .atMost(let limit): "≤ \(format(limit))"
        }
    }
}

/// One thing to measure, for every implementation.
struct Scenario: Sendable {
    /// The name for `--only`.
    let name: String
    /// What the table says it is.
    let title: String
    /// What one measured number is: "ns per value", "bytes per observer"...
    let unit: String
    /// How many operations a full run does; `--quick` does a fiftieth.
    let count: Int
    /// The smallest count that still measures the scenario.
    let minimumCount: Int
    /// Step05's goal, from the issue that asked for these benchmarks; `nil`
    /// for a figure that is only reported.
    let goal: Goal?
    /// Runs the scenario `count` times and returns the measured number.
    let measure: @Sendable (Implementation, Int) -> Double

    /// Every scenario, in the order of the table.
    static let all: [Scenario] = [
        Scenario(
            name: "pipe", title: "pipe → observe, summing values", unit: "ns per value",
            count: 1_000_000, minimumCount: 1_000, goal: .ratioToRaw(10),
            measure: { implementation, count in
                switch implementation {
                case .raw: Raw.pipeObserve(count)
                case .opencombine: OpenCombineLibrary.pipeObserve(count)
                case .step05: Step05.pipeObserve(count)
                case .reactiveswift: reactiveSwift(\.pipeObserve, count)
                }
            }),
        Scenario(
            name: "producer", title: "SignalProducer(0..<n) → start, summing", unit: "ns per value",
            count: 1_000_000, minimumCount: 1_000, goal: .ratioToRaw(15),
            measure: { implementation, count in
                switch implementation {
                case .raw: Raw.producerOfValues(count)
                case .opencombine: OpenCombineLibrary.producerOfValues(count)
                case .step05: Step05.producerOfValues(count)
                case .reactiveswift: reactiveSwift(\.producerOfValues, count)
                }
            }),
        Scenario(
            name: "start", title: "one-value producer: make, start, dispose", unit: "ns per start",
            count: 200_000, minimumCount: 1_000, goal: .ratioToRaw(3),
            measure: { implementation, count in
                switch implementation {
                case .raw: Raw.oneValueStartDispose(count)
                case .opencombine: OpenCombineLibrary.oneValueStartDispose(count)
                case .step05: Step05.oneValueStartDispose(count)
                case .reactiveswift: reactiveSwift(\.oneValueStartDispose, count)
                }
            }),
        Scenario(
            name: "observe", title: "observe, then dispose, on one pipe", unit: "ns per observation",
            count: 200_000, minimumCount: 1_000, goal: .ratioToRaw(13),
            measure: { implementation, count in
                switch implementation {
                case .raw: Raw.observeDispose(count)
                case .opencombine: OpenCombineLibrary.observeDispose(count)
                case .step05: Step05.observeDispose(count)
                case .reactiveswift: reactiveSwift(\.observeDispose, count)
                }
            }),
        Scenario(
            name: "attach", title: "attach an observer to a pipe that has n", unit: "ns per attach",
            count: 100_000, minimumCount: 1_000, goal: .atMost(2_000),
            measure: { implementation, count in
                switch implementation {
                case .raw: Raw.attachAt(count)
                case .opencombine: OpenCombineLibrary.attachAt(count)
                case .step05: Step05.attachAt(count)
                case .reactiveswift: reactiveSwift(\.attachAt, count)
                }
            }),
        Scenario(
            name: "bytes", title: "heap per observer, n observers on one pipe", unit: "bytes per observer",
            count: 100_000, minimumCount: 1_000, goal: .atMost(250),
            measure: { implementation, count in
                switch implementation {
                case .raw: Raw.bytesPerObserver(count)
                case .opencombine: OpenCombineLibrary.bytesPerObserver(count)
                case .step05: Step05.bytesPerObserver(count)
                case .reactiveswift: reactiveSwift(\.bytesPerObserver, count)
                }
            }),
        Scenario(
            name: "live", title: "heap per live start of a producer that never ends", unit: "bytes per start",
            count: 10_000, minimumCount: 200, goal: nil,
            measure: { implementation, count in
                switch implementation {
                case .raw: Raw.bytesPerLiveStart(count)
                case .opencombine: OpenCombineLibrary.bytesPerLiveStart(count)
                case .step05: Step05.bytesPerLiveStart(count)
                case .reactiveswift: reactiveSwift(\.bytesPerLiveStart, count)
                }
            }),
    ]
}

/// The scenarios of ReactiveSwift, by name, when it is built in.
struct ReactiveSwiftScenarios {
    let pipeObserve: (Int) -> Double
    let producerOfValues: (Int) -> Double
    let oneValueStartDispose: (Int) -> Double
    let observeDispose: (Int) -> Double
    let attachAt: (Int) -> Double
    let bytesPerObserver: (Int) -> Double
    let bytesPerLiveStart: (Int) -> Double
}

/// Runs one of ReactiveSwift's scenarios; `nan` when it is not built in.
func reactiveSwift(_ scenario: KeyPath<ReactiveSwiftScenarios, (Int) -> Double>, _ count: Int) -> Double {
    #if canImport(ReactiveSwift)
    let scenarios = ReactiveSwiftScenarios(
        pipeObserve: ReactiveSwiftLibrary.pipeObserve,
        producerOfValues: ReactiveSwiftLibrary.producerOfValues,
        oneValueStartDispose: ReactiveSwiftLibrary.oneValueStartDispose,
        observeDispose: ReactiveSwiftLibrary.observeDispose,
        attachAt: ReactiveSwiftLibrary.attachAt,
        bytesPerObserver: ReactiveSwiftLibrary.bytesPerObserver,
        bytesPerLiveStart: ReactiveSwiftLibrary.bytesPerLiveStart
    )
    return scenarios[keyPath: scenario](count)
    #else
    return .nan
    #endif
}

/// A number for the table: no decimals from 100 on, one below, two below 1.
func format(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "–" : "any" }
    if value >= 100 { return String(Int(value.rounded())) }
    let rounded = value >= 1 ? (value * 10).rounded() / 10 : (value * 100).rounded() / 100
    return String(rounded)
}
