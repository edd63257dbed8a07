extension Future {
    /// A future that runs this one and transforms its value.
    ///
    /// Nothing runs until the new future is started. Starting it starts this
    /// future; when this one succeeds, `transform` runs on its value. A
    /// failure passes through untouched. Cancelling the new future cancels
    /// this one.
    ///
    /// ```swift
    /// Future<String, Never>(value: "test")
    ///     .map { $0.count }
    ///     .start { print($0) }
    /// // prints success(4)
    /// ```
    public func map<U>(_ transform: @escaping (Value) -> U) -> Future<U, Error> {
        Future<U, Error> { completion, lifetime in
            lifetime += self.start { result in
                completion(result.map(transform))
            }
        }
    }

    /// A future that runs this one and transforms its error.
    ///
    /// A value passes through untouched.
    public func mapError<F: Swift.Error>(_ transform: @escaping (Error) -> F) -> Future<Value, F> {
        Future<Value, F> { completion, lifetime in
            lifetime += self.start { result in
                completion(result.mapError(transform))
            }
        }
    }

    /// A future that runs this one, then the future `transform` makes from
    /// its value, and delivers that second future's outcome.
    ///
    /// Use it to chain work that depends on earlier work: fetch a user, then
    /// fetch their avatar. If this future fails, `transform` is not called
    /// and the failure is delivered. Cancelling the new future cancels
    /// whichever of the two is running.
    ///
    /// ```swift
    /// let user = Future<String, Never>(value: "ada")
    /// user.flatMap { name in Future(value: name.uppercased()) }
    ///     .start { print($0) }
    /// // prints success("ADA")
    /// ```
    public func flatMap<U>(_ transform: @escaping (Value) -> Future<U, Error>) -> Future<U, Error> {
        Future<U, Error> { completion, lifetime in
            lifetime += self.start { result in
                switch result {
                case .success(let value):
                    lifetime += transform(value).start(completion)
                case .failure(let error):
                    completion(.failure(error))
                }
            }
        }
    }
}
