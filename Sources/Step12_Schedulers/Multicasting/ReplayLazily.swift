extension SignalProducer {
    /// A producer that shares one start of this producer among all of its
    /// own starts, and replays the last `capacity` values to each start that
    /// comes late.
    ///
    /// ```swift
    /// var starts = 0
    /// let pages = SignalProducer<String, Never> { observer, _ in
    ///     starts += 1
    ///     observer.send(value: "page 1")
    ///     observer.send(value: "page 2")
    /// }
    /// let shared = pages.replayLazily(upTo: 1)
    /// shared.startWithValues { print("first:", $0) }
    /// shared.startWithValues { print("second:", $0) }
    /// print("starts:", starts)
    /// // prints first: page 1
    /// // prints first: page 2
    /// // prints second: page 2
    /// // prints starts: 1
    /// ```
    ///
    /// - Lazily: nothing starts until the first start of the result; then
    ///   this producer starts, once, after that first start is attached.
    /// - Replay: each start receives the values kept (the last `capacity`),
    ///   then every value that follows; a start that comes after the end
    ///   receives the values kept, then the terminal event.
    /// - Lifetime: the one start of this producer is interrupted when the
    ///   result has been let go of (every copy of the returned producer) and
    ///   every start of it has ended, as in ReactiveSwift. Disposing one
    ///   start, or all of them, while the result is still held, keeps the
    ///   shared start running: a later start gets the replay and what follows.
    ///
    /// Values are delivered to each start in the order the shared start sent
    /// them, with nothing missed and nothing twice, even when starts and
    /// values come from several threads (`ReplayStorage`).
    ///
    /// - Precondition: `capacity` is not negative.
    /// - Parameter capacity: How many of the latest values to keep for late
    ///   starts. With 0, late starts get only what follows (and the end).
    /// - Returns: The sharing, replaying producer.
    public func replayLazily(upTo capacity: Int) -> SignalProducer<Value, Error> {
        precondition(
            capacity >= 0,
            "replayLazily(upTo: \(capacity)): the capacity must be 0 or more: the number of latest values to keep for late starts."
        )
        // Alive while the returned producer (every copy of it) or one of its
        // starts is: its end interrupts the shared start. A producer is a
        // struct, with no deinit of its own; a token captured by its start
        // closure goes when the last copy of that closure goes.
        let token = Lifetime.Token()
        let sharedLifetime = Lifetime(token)
        let storage = ReplayStorage<Value, Error>(capacity: capacity)
        let source = self.take(during: sharedLifetime)
        let startOnce = Locked(true)

        return SignalProducer { observer, lifetime in
            // Each start keeps the token, and so the shared start, alive
            // until it ends.
            lifetime.observeEnded { withExtendedLifetime(token) {} }
            storage.attach(observer, during: lifetime)
            let isFirst = startOnce.withLock { isFirst -> Bool in
                defer { isFirst = false }
                return isFirst
            }
            if isFirst {
                // The shared start belongs to no start of the result: it
                // ends when `sharedLifetime` does.
                source.start { event in storage.receive(event) }
            }
        }
    }
}
