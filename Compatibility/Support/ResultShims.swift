// Written for the book, not taken from ReactiveSwift. ReactiveSwift's specs
// reach a few of its internal helpers through `@testable import`; these are
// the ones on `Result` that the specs use. They are not the library's API
// (API.md does not list them), so they live here, beside the specs.

extension Result {
    init(success: Success) { self = .success(success) }
    init(failure: Failure) { self = .failure(failure) }

    /// The value of a success, or nil.
    var value: Success? {
        if case .success(let value) = self { return value }
        return nil
    }

    /// The error of a failure, or nil.
    var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
