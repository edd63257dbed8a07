import Foundation
import Testing
@testable import Step12_Schedulers

/// The failure examples of ReactiveCocoa's Basic Operators guide ("Handling
/// failures", later "Working with errors"), in today's names, each with the
/// lines the guide says it prints. `print` is replaced by appending to
/// `printed`.
@Suite struct BasicOperatorsFailureTests {
    @Test("catching failures: flatMapError replaces the failure with a default value")
    func catchingFailures() {
        var printed: [String] = []
        let (signal, observer) = Signal<String, NSError>.pipe()
        let producer = SignalProducer(signal)
        let error = NSError(domain: "domain", code: 0, userInfo: nil)

        producer
            .flatMapError { _ in SignalProducer<String, Never>(value: "Default") }
            .startWithValues { printed.append($0) }

        observer.send(value: "First")
        #expect(printed == ["First"])
        observer.send(value: "Second")
        #expect(printed == ["First", "Second"])
        observer.send(error: error)
        #expect(printed == ["First", "Second", "Default"])
    }

    /// The guide's producer for retrying: it fails on its first `limit`
    /// starts, then succeeds.
    private static func flakyProducer(failing limit: Int, error: NSError) -> SignalProducer<String, NSError> {
        var tries = 0
        return SignalProducer<String, NSError> { observer, _ in
            tries += 1
            if tries <= limit {
                observer.send(error: error)
            } else {
                observer.send(value: "Success")
                observer.sendCompleted()
            }
        }
    }

    /// The guide's observer for retrying, printing into `printed`.
    private static func start(_ producer: SignalProducer<String, NSError>, printingInto printed: Printed) {
        producer.start { event in
            switch event {
            case let .value(next):
                printed.lines.append(next)
            case let .failed(error):
                printed.lines.append("Failed: \(error)")
            case .completed:
                printed.lines.append("Completed")
            case .interrupted:
                printed.lines.append("Interrupted")
            }
        }
    }

    /// What an example has printed, shared with the closures that print.
    private final class Printed {
        var lines: [String] = []
    }

    @Test("retrying: retry restarts the producer on failure, here twice, and it succeeds on the third try")
    func retrying() {
        let printed = Printed()
        let error = NSError(domain: "domain", code: 0, userInfo: nil)
        let producer = Self.flakyProducer(failing: 2, error: error)
        Self.start(
            producer
                .on(failed: { _ in printed.lines.append("Failure") })  // prints "Failure" twice
                .retry(upTo: 2),
            printingInto: printed
        )
        #expect(printed.lines == ["Failure", "Failure", "Success", "Completed"])
    }

    @Test("retrying too few times: with retry(upTo: 1), the failure is printed instead of Success")
    func retryingTooFewTimes() {
        let printed = Printed()
        let error = NSError(domain: "domain", code: 0, userInfo: nil)
        let producer = Self.flakyProducer(failing: 2, error: error)
        Self.start(
            producer
                .on(failed: { _ in printed.lines.append("Failure") })
                .retry(upTo: 1),
            printingInto: printed
        )
        #expect(printed.lines == ["Failure", "Failure", "Failed: \(error)"])
        #expect(printed.lines.last?.hasPrefix("Failed: Error Domain=domain Code=0") == true)
    }

    /// The guide's error type for mapping errors.
    private enum CustomError: String, Swift.Error {
        case foo = "Foo Error"
        case bar = "Bar Error"
        case other = "Other Error"
    }

    @Test("mapping errors: mapError turns an NSError into the app's own error")
    func mappingErrors() {
        var printed: [String] = []
        let (signal, observer) = Signal<String, NSError>.pipe()

        signal
            .mapError { (error: NSError) -> CustomError in
                switch error.domain {
                case "com.example.foo":
                    return .foo
                case "com.example.bar":
                    return .bar
                default:
                    return .other
                }
            }
            .observeFailed { error in
                printed.append(error.rawValue)
            }

        observer.send(error: NSError(domain: "com.example.foo", code: 42, userInfo: nil))
        #expect(printed == ["Foo Error"])
    }

    @Test("promote: a stream that cannot fail gets an error type, to combine with one that can")
    func promote() {
        let (numbersSignal, numbersObserver) = Signal<Int, Never>.pipe()
        let (lettersSignal, lettersObserver) = Signal<String, NSError>.pipe()

        let combined = numbersSignal
            .promoteError(NSError.self)
            .combineLatest(with: lettersSignal)

        // The guide stops there; here is what the combination sends.
        var printed: [String] = []
        combined.observeResult { result in
            switch result {
            case let .success((number, letter)): printed.append("\(number)\(letter)")
            case let .failure(error): printed.append("Failed: \(error.domain)")
            }
        }
        numbersObserver.send(value: 1)
        lettersObserver.send(value: "a")
        lettersObserver.send(error: NSError(domain: "letters", code: 0, userInfo: nil))
        #expect(printed == ["1a", "Failed: letters"])
    }

    @Test("failable transformations: a producer that may throw, then attemptMap with a throwing parser")
    func failableTransformations() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("frp-guide-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        /// The guide's example, run on the file at `path`.
        func parse(_ path: URL) -> [String] {
            var printed: [String] = []
            // Lazily attempts the closure whenever it is started.
            let data = SignalProducer<Data, Swift.Error> { try Data(contentsOf: path) }
            // Lazily applies a failable transformation.
            let json = data.attemptMap { try JSONSerialization.jsonObject(with: $0) }
            json.startWithResult { result in
                switch result {
                case let .success(words):
                    printed.append("Dictionary as JSON:")
                    // The words, joined: printed as they are, they would
                    // read differently on Linux and on macOS.
                    printed.append((words as? [String])?.joined(separator: ", ") ?? "\(words)")
                case let .failure(error):
                    printed.append("Couldn't parse dictionary as JSON: \(error)")
                }
            }
            return printed
        }

        // The guide reads a list of words, which is not JSON.
        let words = folder.appendingPathComponent("words")
        try Data("apple\nbanana\n".utf8).write(to: words)
        let notJSON = parse(words)
        #expect(notJSON.count == 1)
        #expect(notJSON.first?.hasPrefix("Couldn't parse dictionary as JSON: ") == true)

        let dictionary = folder.appendingPathComponent("words.json")
        try Data(#"["apple", "banana"]"#.utf8).write(to: dictionary)
        #expect(parse(dictionary) == ["Dictionary as JSON:", "apple, banana"])

        let missing = parse(folder.appendingPathComponent("missing"))
        #expect(missing.first?.hasPrefix("Couldn't parse dictionary as JSON: ") == true)
    }
}
