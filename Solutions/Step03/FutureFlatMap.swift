// Exercise 3.2: flatMap.
//
// `flatMap` chains work that depends on earlier work: fetch a user, then
// fetch that user's avatar. Its transform returns a whole future, which is
// started only once the first future has delivered its value.

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
            self.start { result in
                switch result {
                case .success(let value):
                    // The second future exists only now, made from the first
                    // one's value. Its result is ours: hand it the caller's
                    // completion as it is, and it delivers straight to the
                    // caller, whenever it finishes.
                    transform(value).start(completion)
                case .failure(let error):
                    // No value to make the second future from: deliver the
                    // failure, and never call `transform`.
                    completion(.failure(error))
                }
            }
        }
    }
}
