import Foundation
@testable import Step12_Schedulers

/// Chapter 2's first attempt at a push signal: a list of callbacks, and the
/// last event kept for whoever subscribes later.
///
/// It lives in the tests, not in the module, because it is wrong in
/// instructive ways; `NaivePushSignalTests` pins down each of them, and
/// `Signal` fixes them.
final class NaivePushSignal<Value, Error: Swift.Error> {
    private var lastEvent: Event<Value, Error>?
    private var callbacks: [(Event<Value, Error>) -> Void] = []
    private let lock = NSLock()

    /// Stores `event` and passes it to every callback.
    func update(_ event: Event<Value, Error>) {
        lock.withLock { lastEvent = event }
        for callback in callbacks {
            callback(event)
        }
    }

    /// Adds a callback, and replays the last event to it at once.
    @discardableResult
    func subscribe(_ callback: @escaping (Event<Value, Error>) -> Void) -> NaivePushSignal {
        if let lastEvent {
            callback(lastEvent)
        }
        callbacks.append(callback)
        return self
    }

    /// A new signal that receives this one's events, transformed.
    func map<U>(_ transform: @escaping (Value) -> U) -> NaivePushSignal<U, Error> {
        let mapped = NaivePushSignal<U, Error>()
        subscribe { event in
            mapped.update(event.map(transform))
        }
        return mapped
    }

    /// A new signal that receives the events of the signal `transform`
    /// makes from each value.
    func flatMap<U>(_ transform: @escaping (Value) -> NaivePushSignal<U, Error>) -> NaivePushSignal<U, Error> {
        let flattened = NaivePushSignal<U, Error>()
        subscribe { event in
            switch event {
            case .value(let value):
                transform(value).subscribe(flattened.update)
            case .failed(let error):
                flattened.update(.failed(error))
            case .completed:
                flattened.update(.completed)
            case .interrupted:
                flattened.update(.interrupted)
            }
        }
        return flattened
    }
}
