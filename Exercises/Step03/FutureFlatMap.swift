// Exercise 3.2: flatMap.
//
// `flatMap` chains work that depends on earlier work: fetch a user, then
// fetch that user's avatar. Its transform returns a whole future, which is
// started only once the first future has delivered its value.
//
// The placeholder below compiles (it returns a future that never delivers),
// so the tests can run and show you what they expected. Replace it.

extension Future {
    /// A future that runs this one, then the future `transform` makes from
    /// its value, and delivers that second future's outcome.
    ///
    /// Nothing runs until the new future is started. If this future fails,
    /// `transform` is not called and the failure is delivered.
    ///
    /// ```swift
    /// let user = Future<String, Never>(value: "ada")
    /// user.flatMap { name in Future(value: name.uppercased()) }
    ///     .start { print($0) }
    /// // prints success("ADA")
    /// ```
    public func flatMap<U>(_ transform: @escaping (Value) -> Future<U, Error>) -> Future<U, Error> {
        Future<U, Error> { completion in
            // TODO: start `self`. On success, make the second future with
            // `transform` and start it with the caller's `completion`. On
            // failure, hand `completion` the failure, without calling
            // `transform`.
        }
    }
}
