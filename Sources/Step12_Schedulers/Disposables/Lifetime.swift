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
///
/// A signal hands its generator a lifetime that ends when the signal
/// terminates: attach to it whatever the generator must release.
public final class Lifetime: Sendable {
    /// What runs when the lifetime ends. Only the token, or the signal that
    /// made the lifetime, may dispose of it.
    private let disposables: CompositeDisposable

    /// Creates a lifetime that ends when `disposables` is disposed.
    @usableFromInline  // A signal's `@inlinable` core makes its lifetime.
    init(_ disposables: CompositeDisposable) {
        self.disposables = disposables
    }

    /// Creates a lifetime that ends when `token` is disposed or released.
    public convenience init(_ token: Token) {
        self.init(token.disposables)
    }

    /// Creates a lifetime and the token that ends it.
    public static func make() -> (lifetime: Lifetime, token: Token) {
        let token = Token()
        return (Lifetime(token), token)
    }

    /// A lifetime that has already ended.
    public static let empty: Lifetime = {
        let disposables = CompositeDisposable()
        disposables.dispose()
        return Lifetime(disposables)
    }()

    /// Whether the lifetime has ended.
    public var hasEnded: Bool { disposables.isDisposed }

    /// A signal that completes when the lifetime ends, for code that wants
    /// the end as an event rather than a callback.
    ///
    /// Each use makes a new signal. Observe it while the lifetime lasts and
    /// the observer receives `completed` when the lifetime ends. The lifetime
    /// keeps the signal's input only while the signal lives: once its last
    /// observer leaves, the lifetime lets go of it.
    ///
    /// ```swift
    /// let (lifetime, token) = Lifetime.make()
    /// lifetime.ended.observeCompleted { print("completed") }
    /// token.dispose()
    /// Lifetime.empty.ended.observeInterrupted { print("interrupted") }
    /// // prints completed
    /// // prints interrupted
    /// ```
    ///
    /// If the lifetime has already ended, the signal completes as soon as it
    /// is made, before anyone can observe it: like any signal that has
    /// terminated, it sends `interrupted` to whoever observes it afterwards.
    /// ``observeEnded(_:)`` runs its action at once instead.
    public var ended: Signal<Never, Never> {
        Signal { input, signalLifetime in
            // The composite holds the action (and so the input) until the
            // lifetime ends or the signal ends first, whichever comes first.
            signalLifetime += disposables.add(input.sendCompleted)
        }
    }

    /// Runs `action` when the lifetime ends, or at once if it has ended.
    ///
    /// - Returns: A disposable that cancels the action, or `nil` if the
    ///   lifetime had already ended.
    @discardableResult
    public func observeEnded(_ action: @escaping () -> Void) -> Disposable? {
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

    /// Disposes `disposable` when the lifetime ends, as `+=` does, without
    /// making a handle to take it back (step 12): see
    /// `CompositeDisposable.addWithoutHandle(_:)`. For the library's own
    /// callers that would throw the handle away.
    @usableFromInline
    func addWithoutHandle(_ disposable: Disposable?) {
        disposables.addWithoutHandle(disposable)
    }

    /// Runs `action` when the lifetime ends, as ``observeEnded(_:)`` does,
    /// without making a handle to take it back (step 12).
    @usableFromInline
    func observeEndedWithoutHandle(_ action: @escaping () -> Void) {
        disposables.addWithoutHandle(AnyDisposable(action))
    }
}

extension Lifetime {
    /// The key to a ``Lifetime``: disposing of it, or releasing it, ends the
    /// lifetime.
    public final class Token: Sendable {
        /// Disposed when the token is disposed or released.
        fileprivate let disposables = CompositeDisposable()

        /// Creates a token, and with it a lifetime that has not ended yet.
        public init() {}

        /// Ends the lifetime now.
        public func dispose() {
            disposables.dispose()
        }

        deinit {
            disposables.dispose()
        }
    }
}
