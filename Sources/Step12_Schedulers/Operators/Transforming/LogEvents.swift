/// The kinds of event that ``Signal/logEvents(identifier:events:fileName:functionName:lineNumber:logger:)``
/// and its producer twin can log: pass a set of them to log only those.
public enum LoggingEvent {
    /// What a signal's `logEvents` can log.
    public enum Signal: String, CaseIterable {
        case value, completed, failed, terminated, disposed, interrupted
    }

    /// What a producer's `logEvents` can log: the signal's kinds, and the
    /// start.
    public enum SignalProducer: String, CaseIterable {
        case starting, started, value, completed, failed, terminated, disposed, interrupted
    }
}

/// A function that logs one event: the identifier given to `logEvents`, the
/// event (its kind, and the value or error if it has one, as in `value 1`),
/// and the place in the source where `logEvents` was called.
public typealias EventLogger = (
    _ identifier: String,
    _ event: String,
    _ fileName: String,
    _ functionName: String,
    _ lineNumber: Int
) -> Void

/// The logger `logEvents` uses unless given another: prints one line per
/// event, as ReactiveSwift does.
///
/// ```swift
/// defaultEventLog(identifier: "search", event: "value 1", fileName: "Search.swift", functionName: "load()", lineNumber: 12)
/// // prints [search] value 1 fileName: Search.swift, functionName: load(), lineNumber: 12
/// ```
public func defaultEventLog(identifier: String, event: String, fileName: String, functionName: String, lineNumber: Int) {
    print("[\(identifier)] \(event) fileName: \(fileName), functionName: \(functionName), lineNumber: \(lineNumber)")
}

extension Signal {
    /// Logs the events of this signal as they pass, and forwards them
    /// unchanged. Built on ``on(event:failed:completed:interrupted:terminated:disposed:value:)``,
    /// so the events are logged in its order: a terminal event's kind, then
    /// `terminated`, then `disposed` once the signal has ended.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers
    ///     .logEvents(identifier: "numbers", logger: { identifier, event, _, _, _ in print("[\(identifier)] \(event)") })
    ///     .observe { _ in }
    /// input.send(value: 1)
    /// input.sendCompleted()
    /// // prints [numbers] value 1
    /// // prints [numbers] completed
    /// // prints [numbers] terminated
    /// // prints [numbers] disposed
    /// ```
    ///
    /// - Parameters:
    ///   - identifier: A name that tells this log's lines from others'.
    ///   - events: The kinds of event to log; all of them unless told.
    ///   - fileName: The file of the call, filled in for you.
    ///   - functionName: The function of the call, filled in for you.
    ///   - lineNumber: The line of the call, filled in for you.
    ///   - logger: What logs each line; ``defaultEventLog(identifier:event:fileName:functionName:lineNumber:)``
    ///     prints it.
    /// - Returns: A signal of the same events.
    public func logEvents(
        identifier: String = "",
        events: Set<LoggingEvent.Signal> = Set(LoggingEvent.Signal.allCases),
        fileName: String = #file,
        functionName: String = #function,
        lineNumber: Int = #line,
        logger: @escaping EventLogger = defaultEventLog
    ) -> Signal<Value, Error> {
        let log = EventLog(
            events: events,
            identifier: identifier,
            fileName: fileName,
            functionName: functionName,
            lineNumber: lineNumber,
            logger: logger
        )
        return on(
            failed: log.action(for: .failed),
            completed: log.action(for: .completed),
            interrupted: log.action(for: .interrupted),
            terminated: log.action(for: .terminated),
            disposed: log.action(for: .disposed),
            value: log.action(for: .value)
        )
    }
}

extension SignalProducer {
    /// Logs the events of every start, and the start itself (`starting`,
    /// `started`), and forwards the events unchanged; see
    /// ``Signal/logEvents(identifier:events:fileName:functionName:lineNumber:logger:)``
    /// and ``on(starting:started:event:failed:completed:interrupted:terminated:disposed:value:)``
    /// for the order.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(value: 1)
    ///     .logEvents(identifier: "one", logger: { identifier, event, _, _, _ in print("[\(identifier)] \(event)") })
    ///     .start()
    /// // prints [one] starting
    /// // prints [one] value 1
    /// // prints [one] completed
    /// // prints [one] terminated
    /// // prints [one] disposed
    /// // prints [one] started
    /// ```
    public func logEvents(
        identifier: String = "",
        events: Set<LoggingEvent.SignalProducer> = Set(LoggingEvent.SignalProducer.allCases),
        fileName: String = #file,
        functionName: String = #function,
        lineNumber: Int = #line,
        logger: @escaping EventLogger = defaultEventLog
    ) -> SignalProducer<Value, Error> {
        let log = EventLog(
            events: events,
            identifier: identifier,
            fileName: fileName,
            functionName: functionName,
            lineNumber: lineNumber,
            logger: logger
        )
        return on(
            starting: log.action(for: .starting),
            started: log.action(for: .started),
            failed: log.action(for: .failed),
            completed: log.action(for: .completed),
            interrupted: log.action(for: .interrupted),
            terminated: log.action(for: .terminated),
            disposed: log.action(for: .disposed),
            value: log.action(for: .value)
        )
    }
}

/// What one `logEvents` call logs, and where it was made: it turns each kind
/// of event into the closure that `on` runs, or into `nil` for a kind that
/// is not to be logged.
private struct EventLog<Kind: RawRepresentable & Hashable> where Kind.RawValue == String {
    let events: Set<Kind>
    let identifier: String
    let fileName: String
    let functionName: String
    let lineNumber: Int
    let logger: EventLogger

    /// Logs `kind` alone: for events that carry nothing.
    func action(for kind: Kind) -> (() -> Void)? {
        guard events.contains(kind) else { return nil }
        return { log(kind.rawValue) }
    }

    /// Logs `kind` with what the event carries, a value or an error:
    /// `value 1`. A value of type `()` says nothing, so it is left out, as
    /// in ReactiveSwift.
    func action<Payload>(for kind: Kind) -> ((Payload) -> Void)? {
        guard events.contains(kind) else { return nil }
        return { payload in
            log(payload is Void ? kind.rawValue : "\(kind.rawValue) \(payload)")
        }
    }

    private func log(_ event: String) {
        logger(identifier, event, fileName, functionName, lineNumber)
    }
}
