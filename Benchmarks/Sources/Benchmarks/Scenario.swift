/// One library the benchmarks measure.
enum Implementation: String, CaseIterable {
    case raw
    case opencombine
    /// The library the book builds, as the newest step has it (`Book.swift`).
    case book
    case reactiveswift

    /// The column heading.
    var title: String {
        switch self {
        case .raw: "raw closures"
        case .opencombine: "OpenCombine"
        case .book: Book.title
        case .reactiveswift: "ReactiveSwift"
        }
    }

    /// The implementation a command line names: its raw value, or, for the
    /// book, the step it measures ("step10"), in any case.
    init?(argument: String) {
        let name = argument.lowercased()
        if let named = Implementation(rawValue: name) {
            self = named
        } else if name == Book.title.lowercased() {
            self = .book
        } else {
            return nil
        }
    }

    /// Whether this build can measure it: ReactiveSwift only when the
    /// package was built with FRP_BENCH_REACTIVESWIFT set.
    var isAvailable: Bool { library != nil }

    /// The scenarios written against it; `nil` for ReactiveSwift when it
    /// is not built in.
    var library: (any Library.Type)? {
        switch self {
        case .raw: Raw.self
        case .opencombine: OpenCombineLibrary.self
        case .book: Book.self
        case .reactiveswift:
            #if canImport(ReactiveSwift)
            ReactiveSwiftLibrary.self
            #else
            nil
            #endif
        }
    }
}

/// The scenarios, written once for each implementation. Each runs its
/// scenario `count` times and returns the measured number: nanoseconds per
/// operation, or heap bytes per observer or start. A scenario whose operator
/// a library does not have returns `nil`, and the table says "n/a".
protocol Library {
    static func pipeObserve(_ count: Int) -> Double
    static func chain(_ count: Int) -> Double
    static func combineLatest(_ count: Int) -> Double?
    static func flattenMerge(_ count: Int) -> Double?
    static func flattenLatest(_ count: Int) -> Double?
    static func producerOfValues(_ count: Int) -> Double
    static func producerChain(_ count: Int) -> Double
    static func oneValueStartDispose(_ count: Int) -> Double
    static func oneValueChainStartDispose(_ count: Int) -> Double
    static func observeDispose(_ count: Int) -> Double
    static func attachAt(_ count: Int) -> Double
    static func bytesPerObserver(_ count: Int) -> Double
    static func bytesPerLiveStart(_ count: Int) -> Double
    static func bytesPerLiveChainStart(_ count: Int) -> Double
    static func bytesPerLiveClosureStart(_ count: Int) -> Double
    static func propertySet(_ count: Int) -> Double
    static func propertyMapChain(_ count: Int) -> Double
    static func replayToLateStarts(_ count: Int, lateStarts: Int) -> Double?
    static func bytesPerReplayedValue(_ count: Int) -> Double?
    // Chapter 12's rows (`SchedulerScenarios.swift`, which gives each a
    // default of `nil` for a library that has no such thing). They are
    // requirements, not only extension methods, so that a library's own
    // version is the one called through `any Library.Type`.
    static func observeOnQueue(_ count: Int) -> Double?
    static func delayOnVirtualClock(_ count: Int) -> Double?
    static func scheduledActions(_ count: Int) -> Double?
    static func asyncValues(_ count: Int) -> Double?
}

/// What a scenario's number must be for the goal to be met.
enum Goal: Sendable {
    /// The book's figure divided by raw closures' is at most this.
    case ratioToRaw(Double)
    /// The book's figure itself is at most this.
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
    /// The book's goal, from the issue that asked for these benchmarks (or,
    /// for `chain` and `combineLatest`, provisional: see the README); `nil`
    /// for a figure that is only reported (`live`, the two flattening rows,
    /// whose issue asked only for their ratios, the three rows of a
    /// producer through `map` and `filter`, which show what composing
    /// operators into a producer's start saves, and the two property rows,
    /// whose issue asked for them beside OpenCombine, with no goal, and the
    /// three `replayLazily` rows, likewise).
    let goal: Goal?
    /// Why an implementation has no figure for this scenario: the table's
    /// footnote for its "n/a".
    var missing: [Implementation: String] = [:]
    /// Runs the scenario `count` times with one implementation's library,
    /// and returns the measured number, or `nil` when the library does not
    /// have what the scenario measures.
    let measure: @Sendable (any Library.Type, Int) -> Double?

    /// Every scenario, in the order of the table.
    static let all: [Scenario] = [
        Scenario(
            name: "pipe", title: "pipe → observe, summing values", unit: "ns per value",
            count: 1_000_000, minimumCount: 1_000, goal: .ratioToRaw(10),
            measure: { library, count in library.pipeObserve(count) }),
        Scenario(
            name: "chain", title: "pipe → map → filter → observe, summing", unit: "ns per value",
            count: 1_000_000, minimumCount: 1_000, goal: .ratioToRaw(15),
            measure: { library, count in library.chain(count) }),
        Scenario(
            name: "combineLatest", title: "combineLatest of two pipes, alternate sends, summing", unit: "ns per send",
            count: 1_000_000, minimumCount: 1_000, goal: .ratioToRaw(20),
            missing: [.opencombine: "OpenCombine 0.14.0 has no `combineLatest`: its source has no `CombineLatest` publisher."],
            measure: { library, count in library.combineLatest(count) }),
        Scenario(
            name: "flattenMerge", title: "flatten(.merge) of n/\(mergeInnerValueCount) producers of \(mergeInnerValueCount) values, summing",
            unit: "ns per value",
            count: 1_000_000, minimumCount: 1_000, goal: nil,
            measure: { library, count in library.flattenMerge(count) }),
        Scenario(
            name: "flattenLatest", title: "flatten(.latest) of n/\(latestInnerSendCount) pipes, \(latestInnerSendCount) sends into each, summing",
            unit: "ns per value",
            count: 1_000_000, minimumCount: 1_000, goal: nil,
            measure: { library, count in library.flattenLatest(count) }),
        Scenario(
            name: "producer", title: "SignalProducer(0..<n) → start, summing", unit: "ns per value",
            count: 1_000_000, minimumCount: 1_000, goal: .ratioToRaw(15),
            measure: { library, count in library.producerOfValues(count) }),
        Scenario(
            name: "producerChain", title: "SignalProducer(0..<n) → map → filter → start, summing", unit: "ns per value",
            count: 1_000_000, minimumCount: 1_000, goal: nil,
            measure: { library, count in library.producerChain(count) }),
        Scenario(
            name: "start", title: "one-value producer: make, start, dispose", unit: "ns per start",
            count: 200_000, minimumCount: 1_000, goal: .ratioToRaw(3),
            measure: { library, count in library.oneValueStartDispose(count) }),
        Scenario(
            name: "startChain", title: "one-value producer → map → filter: make, start, dispose", unit: "ns per start",
            count: 200_000, minimumCount: 1_000, goal: nil,
            measure: { library, count in library.oneValueChainStartDispose(count) }),
        Scenario(
            name: "observe", title: "observe, then dispose, on one pipe", unit: "ns per observation",
            count: 200_000, minimumCount: 1_000, goal: .ratioToRaw(13),
            measure: { library, count in library.observeDispose(count) }),
        Scenario(
            name: "attach", title: "attach an observer to a pipe that has n", unit: "ns per attach",
            count: 100_000, minimumCount: 1_000, goal: .atMost(2_000),
            measure: { library, count in library.attachAt(count) }),
        Scenario(
            name: "bytes", title: "heap per observer, n observers on one pipe", unit: "bytes per observer",
            count: 100_000, minimumCount: 1_000, goal: .atMost(250),
            measure: { library, count in library.bytesPerObserver(count) }),
        Scenario(
            name: "live", title: "heap per live start of a producer that never ends", unit: "bytes per start",
            count: 10_000, minimumCount: 200, goal: nil,
            measure: { library, count in library.bytesPerLiveStart(count) }),
        Scenario(
            name: "liveChain", title: "heap per live start of a never-ending producer → map → filter", unit: "bytes per start",
            count: 10_000, minimumCount: 200, goal: nil,
            measure: { library, count in library.bytesPerLiveChainStart(count) }),
        Scenario(
            name: "liveClosure",
            title: "heap per live start of a producer made from a closure that keeps its observer",
            unit: "bytes per start",
            count: 10_000, minimumCount: 200, goal: nil,
            measure: { library, count in library.bytesPerLiveClosureStart(count) }),
        Scenario(
            name: "propertySet", title: "MutableProperty<Int> set, one observer summing", unit: "ns per set",
            count: 1_000_000, minimumCount: 1_000, goal: nil,
            measure: { library, count in library.propertySet(count) }),
        Scenario(
            name: "propertyMapChain",
            title: "MutableProperty<Int> → map → map → map (derived properties) → signal, summing",
            unit: "ns per set",
            count: 1_000_000, minimumCount: 1_000, goal: nil,
            measure: { library, count in library.propertyMapChain(count) }),
        Scenario(
            name: "replay",
            title: "pipe → replayLazily(upTo: n), started once, n values sent, then 1 late start receiving them, summing",
            unit: "ns per value delivered",
            count: 100_000, minimumCount: 1_000, goal: nil,
            missing: [.opencombine: noReplayInOpenCombine],
            measure: { library, count in library.replayToLateStarts(count, lateStarts: 1) }),
        Scenario(
            name: "replay\(manyLateStarts)",
            title: "pipe → replayLazily(upTo: n), started once, n values sent, then \(manyLateStarts) late starts each receiving them, summing",
            unit: "ns per value delivered",
            count: 10_000, minimumCount: 100, goal: nil,
            missing: [.opencombine: noReplayInOpenCombine],
            measure: { library, count in library.replayToLateStarts(count, lateStarts: manyLateStarts) }),
        Scenario(
            name: "replayBytes", title: "heap kept by replayLazily(upTo: n), started once, after n values sent",
            unit: "bytes per value kept",
            count: 100_000, minimumCount: 1_000, goal: nil,
            missing: [.opencombine: noReplayInOpenCombine],
            measure: { library, count in library.bytesPerReplayedValue(count) }),
    ] + schedulerScenarios
}

/// How many late starts the second `replayLazily` row attaches, each
/// receiving every one of the n values kept.
let manyLateStarts = 100

/// The footnote of OpenCombine's "n/a" in the `replayLazily` rows.
let noReplayInOpenCombine = """
    OpenCombine 0.14.0 has no replay operator: its source has `share()` (`Publishers.Share`, \
    a `Multicast` through a `PassthroughSubject`) and `multicast(_:)`, which send a late \
    subscriber only what comes after it subscribes; `CurrentValueSubject`, which replays one \
    value, its current one; `buffer(size:prefetch:whenFull:)`, which holds values until a \
    subscriber asks for them, not for subscribers that come later; and `Record`, which plays \
    a recording fixed when it is made, not values sent while it is shared.
    """

/// How many values each inner producer of `flattenMerge` sends.
let mergeInnerValueCount = 100

/// How many values `flattenLatest` sends into each inner pipe, once the
/// outer pipe has sent it.
let latestInnerSendCount = 10

/// How many inners carry `count` values, `perInner` each (at least one):
/// the flattening scenarios divide their time by `inners * perInner`.
func innerCount(values count: Int, perInner: Int) -> Int {
    max(1, count / perInner)
}

/// Stops the run if a flattening scenario's observer did not receive every
/// value it should have: a strategy that dropped values would otherwise
/// look fast. Checked after the clock has stopped.
func expectSum(_ sum: Int, inners: Int, perInner: Int, _ library: String, _ scenario: String) {
    let expected = inners &* (perInner &* (perInner - 1) / 2)
    precondition(sum == expected, "\(library) \(scenario): the observer summed \(sum), not \(expected)")
}

/// Stops the run if a property scenario's observer did not receive every
/// set: `propertySet` sets 0, 1, ..., count - 1 and sums them as they are;
/// `propertyMapChain` sets the same values and sums each through
/// `$0 + 1`, `$0 * 2`, `$0 - 1`, that is `2v + 1`. The observers are
/// attached before the clock starts, and the sum of anything they received
/// then (a subject's or a producer's current value) is set back to zero.
/// Checked after the clock has stopped.
func expectPropertySum(_ sum: Int, sets count: Int, throughMaps: Bool, _ library: String, _ scenario: String) {
    let sumOfSets = count &* (count - 1) / 2
    let expected = throughMaps ? 2 &* sumOfSets &+ count : sumOfSets
    precondition(sum == expected, "\(library) \(scenario): the observer summed \(sum), not \(expected)")
}

/// Stops the run if a late start of a `replayLazily` producer did not
/// receive every value kept: the n values 0, 1, ..., n - 1, to each of
/// `lateStarts` starts. Checked after the clock has stopped.
func expectReplaySum(_ sum: Int, values count: Int, lateStarts: Int, _ library: String, _ scenario: String) {
    let expected = lateStarts &* (count &* (count - 1) / 2)
    precondition(sum == expected, "\(library) \(scenario): the late starts summed \(sum), not \(expected)")
}

/// A number for the table: no decimals from 100 on, one below, two below 1.
func format(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "–" : "any" }
    if value >= 100 { return String(Int(value.rounded())) }
    let rounded = value >= 1 ? (value * 10).rounded() / 10 : (value * 100).rounded() / 100
    return String(rounded)
}
