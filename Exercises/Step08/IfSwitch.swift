// Exercise 8.6 (stretch): if(_:then:else:) and switch(_:cases:default:).
//
// ReactiveObjC's RACSignal has `+if:then:else:` and
// `+switch:cases:default:` (the RACSignal operations walk-through reads
// both); ReactiveSwift has neither. Each follows the producer that the
// latest condition (or key) picks, and interrupts the one picked before.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Step07_Combining

extension SignalProducer {
    /// Follows `then` while the latest value of `condition` is `true`, and
    /// `else` while it is `false`.
    ///
    /// Each value of `condition` starts the producer it picks anew, and
    /// interrupts the one before, even when the value repeats (put
    /// `skipRepeats()` on `condition` if that is not what you want). It
    /// completes once `condition` and the producer it picked last have
    /// completed, and fails when either fails.
    ///
    /// ```swift
    /// let online = SignalProducer<Bool, Never>([true, false])
    /// SignalProducer.if(online, then: SignalProducer(value: "live"), else: SignalProducer(value: "cached"))
    ///     .startWithValues { print($0) }
    /// // prints live
    /// // prints cached
    /// ```
    ///
    /// - Parameters:
    ///   - condition: Which of the two producers to follow.
    ///   - trueProducer: The producer to follow after `true`.
    ///   - falseProducer: The producer to follow after `false`.
    /// - Returns: A producer of the values of the producer `condition` picked
    ///   last.
    public static func `if`(
        _ condition: SignalProducer<Bool, Error>,
        then trueProducer: SignalProducer<Value, Error>,
        else falseProducer: SignalProducer<Value, Error>
    ) -> SignalProducer<Value, Error> {
        // TODO: each condition starts the producer it picks (`trueProducer`
        // or `falseProducer`) and interrupts the one picked before; forward
        // the values of the producer picked last. Complete once `condition`
        // and that producer have completed; fail when either fails.
        return SignalProducer { _, _ in }
    }

    /// Follows the producer that `cases` holds for the latest value of
    /// `keys`, or `defaultProducer` for a key it does not hold.
    ///
    /// Each key starts the producer it picks anew, and interrupts the one
    /// before. It completes once `keys` and the producer picked last have
    /// completed, and fails when either fails.
    ///
    /// RACSignal's default is optional, and a key with no case and no default
    /// makes it fail with an error of its own. A Swift producer's failure
    /// has the error type the caller chose, which has no such error to
    /// offer; so here the default is required, and the lookup cannot miss.
    ///
    /// ```swift
    /// let modes = SignalProducer<String, Never>(["sync", "none"])
    /// SignalProducer.switch(modes, cases: ["sync": SignalProducer([0, 1])], default: SignalProducer(value: -1))
    ///     .startWithValues { print($0) }
    /// // prints 0
    /// // prints 1
    /// // prints -1
    /// ```
    ///
    /// - Parameters:
    ///   - keys: Which producer to follow.
    ///   - cases: The producer to follow for each key.
    ///   - defaultProducer: The producer to follow for a key `cases` does not
    ///     hold.
    /// - Returns: A producer of the values of the producer picked last.
    public static func `switch`<Key: Hashable>(
        _ keys: SignalProducer<Key, Error>,
        cases: [Key: SignalProducer<Value, Error>],
        default defaultProducer: SignalProducer<Value, Error>
    ) -> SignalProducer<Value, Error> {
        // TODO: as `if`, but each key picks its case in `cases`, or
        // `defaultProducer` for a key it does not hold.
        return SignalProducer { _, _ in }
    }
}
