// Exercise 3.4 (stretch): Future.if(_:then:else:).
//
// ReactiveObjC's `+if:then:else:` picks one of two streams by a boolean one.
// ReactiveSwift has no such operator; for futures, `flatMap` is all it takes.
//
// The placeholder below compiles (it returns a future that never delivers),
// so the tests can run and show you what they expected. Replace it.

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
        // TODO: start `condition`; when it delivers `true`, start
        // `thenFuture`, when `false`, `elseFuture`, and deliver that future's
        // result; deliver a failure of `condition` as it is. (Your `flatMap`
        // from exercise 3.2 does most of this.)
        return Future { _ in }
    }
}
