// Exercise 3.4 (stretch): Future.if(_:then:else:).
//
// ReactiveObjC's `+if:then:else:` picks one of two streams by a boolean one.
// ReactiveSwift has no such operator; for futures, `flatMap` is all it takes.

extension Future {
    /// A future that runs `condition`, then runs `then` if it delivered
    /// `true` or `else` if it delivered `false`, and delivers that future's
    /// outcome.
    ///
    /// The future not chosen never runs. A failure of `condition` is
    /// delivered as it is, and then neither runs. Nothing runs until the new
    /// future is started, and each start asks `condition` again.
    ///
    /// ```swift
    /// let loggedIn = Future<Bool, Never>(value: false)
    /// Future.if(loggedIn, then: Future(value: "home"), else: Future(value: "login"))
    ///     .start { print($0) }
    /// // prints success("login")
    /// ```
    public static func `if`(
        _ condition: Future<Bool, Error>,
        then thenFuture: Future<Value, Error>,
        else elseFuture: Future<Value, Error>
    ) -> Future<Value, Error> {
        // `flatMap` already starts the condition, makes the next future from
        // its value, starts only that one, and passes a failure on without
        // calling the transform. All that is left is choosing. The two
        // branches are futures, not results: choosing one runs nothing, and
        // `flatMap` starts only the one chosen.
        condition.flatMap { isTrue in isTrue ? thenFuture : elseFuture }
    }
}
