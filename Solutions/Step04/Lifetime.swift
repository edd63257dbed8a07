// Exercise 4.3: Lifetime and its token.
//
// A lifetime is the read-only side of a composite disposable: the work can
// ask whether it has ended and attach things to stop when it ends, but it
// cannot end it. Only the token ends it: by being disposed, or by being
// released.
//
// The two classes, their stored composite and their initializers are
// given. `make()`, `empty`, `hasEnded`, `observeEnded(_:)`, `+=`, and the
// token's `dispose()` and `deinit` are the exercise. Each one is a line or
// three, on top of your `CompositeDisposable` from exercise 4.2.

import Step03_Future

/// How long something lives, as seen from the outside: you can ask whether
/// it has ended and be told when it ends, but not end it.
///
/// Only the holder of the lifetime's ``Token`` ends it, by disposing of the
/// token or by releasing it. An object that keeps a token in a property
/// gets a lifetime that ends when the object is deallocated.
///
/// ```swift
/// let (lifetime, token) = Lifetime.make()
/// lifetime.observeEnded { print("ended") }
/// print(lifetime.hasEnded)
/// token.dispose()
/// print(lifetime.hasEnded)
/// // prints false
/// // prints ended
/// // prints true
/// ```
public final class Lifetime: Sendable {
    /// What runs when the lifetime ends. Only the token may dispose of it:
    /// a lifetime never does.
    let disposables: CompositeDisposable

    /// Creates a lifetime that ends when `disposables` is disposed.
    init(_ disposables: CompositeDisposable) {
        self.disposables = disposables
    }

    /// Creates a lifetime that ends when `token` is disposed or released.
    ///
    /// The lifetime holds the token's composite, not the token: holding the
    /// token would keep it from ever being released.
    public convenience init(_ token: Token) {
        self.init(token.disposables)
    }

    /// Creates a lifetime and the token that ends it.
    public static func make() -> (lifetime: Lifetime, token: Token) {
        // The token owns the composite; the lifetime shares it. Keep the
        // token, give the lifetime away.
        let token = Token()
        return (Lifetime(token), token)
    }

    /// A lifetime that has already ended.
    public static let empty: Lifetime = {
        // A composite disposed before anyone sees it: everything attached
        // to it later runs at once, and `hasEnded` is true from the start.
        let disposables = CompositeDisposable()
        disposables.dispose()
        return Lifetime(disposables)
    }()

    /// Whether the lifetime has ended.
    public var hasEnded: Bool {
        // The lifetime has ended exactly when its composite is disposed.
        disposables.isDisposed
    }

    /// Runs `action` when the lifetime ends, or at once if it has ended.
    ///
    /// - Returns: A disposable that cancels the action, or `nil` if the
    ///   lifetime had already ended.
    @discardableResult
    public func observeEnded(_ action: @escaping () -> Void) -> Disposable? {
        // The composite's rules are exactly the ones wanted: run at the end,
        // run at once if late, and a handle to take the action back.
        disposables.add(action)
    }

    /// Disposes `disposable` when `lifetime` ends, or at once if it has
    /// ended.
    ///
    /// - Returns: A disposable that takes `disposable` back out, or `nil`.
    @discardableResult
    public static func += (lifetime: Lifetime, disposable: Disposable?) -> Disposable? {
        lifetime.disposables.add(disposable)
    }
}

extension Lifetime {
    /// The key to a ``Lifetime``: disposing of it, or releasing it, ends the
    /// lifetime.
    ///
    /// It is not a `Disposable` on purpose, as in ReactiveSwift: a token is
    /// kept by its owner, not put into composites with other things.
    public final class Token: Sendable {
        /// Disposed when the token is disposed or released.
        let disposables = CompositeDisposable()

        /// Creates a token, and with it a lifetime that has not ended yet.
        public init() {}

        /// Ends the lifetime now.
        public func dispose() {
            disposables.dispose()
        }

        deinit {
            // The token's owner is gone, so nobody can end the lifetime any
            // more: end it now. This is what turns "an object was
            // deallocated" into an event that work can observe.
            disposables.dispose()
        }
    }
}
