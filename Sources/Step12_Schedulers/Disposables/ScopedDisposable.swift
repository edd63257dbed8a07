/// A disposable that disposes its inner disposable when it is released.
///
/// Keep one in a property, and the work it stands for stops when the owner
/// goes away.
///
/// ```swift
/// final class Screen {
///     let observation: ScopedDisposable<AnyDisposable>
///     init() { observation = ScopedDisposable(AnyDisposable { print("stopped") }) }
/// }
/// var screen: Screen? = Screen()
/// screen = nil
/// // prints stopped
/// ```
public final class ScopedDisposable<Inner: Disposable>: Disposable {
    /// The disposable disposed on release.
    public let inner: Inner

    /// Creates a scoped disposable that disposes `disposable` when released.
    public init(_ disposable: Inner) {
        inner = disposable
    }

    deinit {
        inner.dispose()
    }

    /// Whether the inner disposable has been disposed.
    public var isDisposed: Bool { inner.isDisposed }

    /// Disposes the inner disposable now, instead of on release.
    public func dispose() {
        inner.dispose()
    }
}

extension ScopedDisposable where Inner == AnyDisposable {
    /// Creates a scoped disposable of any kind of disposable, wrapped in an
    /// ``AnyDisposable``, so that properties of one type can hold any of
    /// them: `ScopedDisposable<AnyDisposable>`.
    ///
    /// ```swift
    /// let serial = SerialDisposable(AnyDisposable { print("stopped") })
    /// var scoped: ScopedDisposable<AnyDisposable>? = ScopedDisposable(serial)
    /// scoped = nil
    /// // prints stopped
    /// ```
    public convenience init(_ disposable: Disposable) {
        self.init(AnyDisposable(disposable))
    }
}

extension ScopedDisposable where Inner == CompositeDisposable {
    /// Adds `disposable` to the inner composite; see
    /// ``CompositeDisposable/add(_:)-(Disposable?)``.
    @discardableResult
    public static func += (scoped: ScopedDisposable<CompositeDisposable>, disposable: Disposable?) -> Disposable? {
        scoped.inner.add(disposable)
    }
}
