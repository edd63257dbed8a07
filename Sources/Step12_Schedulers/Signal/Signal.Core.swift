import Foundation
import Synchronization

extension Signal {
    /// The part of a signal that does the work: it keeps the observers,
    /// delivers events one at a time, and ends the generator's lifetime when
    /// the signal terminates.
    ///
    /// Who holds what (strong references only; nothing points back):
    ///
    ///     your code ──▶ Signal (shell) ──▶ Core ──▶ observers
    ///     input observer ─────────────────▶ Core ──▶ lifetime's disposables
    ///
    /// The disposable that `observe` returns holds the core weakly.
    ///
    /// Step 12 makes the core `@inlinable` (its parts `@usableFromInline`):
    /// a program that uses `Signal<Int, Never>` then compiles the path of a
    /// value for `Int`, instead of calling generic code that asks the
    /// runtime what `Event` is, again and again, for every value.
    @usableFromInline
    final class Core {
        /// What the signal is doing. Read and written only under `stateLock`.
        ///
        ///     alive ── terminal event ──▶ terminating ── delivered ──▶ terminated
        ///
        /// A terminal event does not wait for the send lock: it moves the
        /// signal to `terminating` at once, and whichever thread holds the
        /// send lock, now or next, delivers it.
        ///
        /// Each case holds a class, not the bag itself. A class reference has
        /// the same size and shape whatever `Value` and `Error` are, so
        /// checking the state costs no look-up of type information at run
        /// time; and the bag inside `AliveState` can grow in place.
        @usableFromInline
        enum State {
            /// Delivering events to these observers.
            case alive(AliveState)
            /// A terminal event has arrived. It is delivered to these
            /// observers as soon as no delivery is under way.
            case terminating(TerminatingState)
            /// The terminal event has been delivered and the observers released.
            case terminated
        }

        // `@exclusivity(unchecked)` (step 12): every access is made under
        // `stateLock`, so two can never overlap, and the run-time check the
        // compiler adds to a class's `var` (a third of a value's cost once
        // the core is `@inlinable`) proves nothing the lock does not.
        @usableFromInline @exclusivity(unchecked) var state: State = .alive(AliveState())
        /// A `PlatformLock`, not an `NSLock` (step 12): see `PlatformLock`.
        @usableFromInline let stateLock = PlatformLock()

        /// Lets one event at a time through to the observers, and a terminal
        /// event through without waiting for its turn.
        @usableFromInline let delivery = SerialDelivery()

        /// Disposed when the signal terminates: this ends the lifetime given
        /// to the generator.
        @usableFromInline let disposables = CompositeDisposable()

        @inlinable
        init(_ generator: (Observer, Lifetime) -> Void) {
            // The input observer holds the core strongly, through `send`.
            generator(Observer(self.send, interruptsOnDeinit: true), Lifetime(disposables))
        }

        /// Starts delivering events to `observer`; see `Signal.observe(_:)`.
        @inlinable
        func observe(_ observer: Observer) -> Disposable? {
            guard let token = attach(observer) else { return nil }
            return Observation(of: self, token: token)
        }

        /// Adds `observer` to the observers and returns its token, if the
        /// signal is alive; sends it `interrupted` and returns `nil` if the
        /// signal has terminated.
        ///
        /// A producer's start calls this rather than ``observe(_:)`` (step
        /// 12): its one observer stops when the start is disposed, which
        /// interrupts the signal, so it needs no `Observation`. That is one
        /// object fewer a start, and no weak reference to the core, which
        /// would give the core a side table for the rest of its life.
        @inlinable
        @discardableResult
        func attach(_ observer: Observer) -> Bag<Observer>.Token? {
            // `lock()` and `unlock()` rather than `withLock`: `withLock` is
            // generic over what its closure returns, and for a result whose
            // type depends on `Value` the runtime would look that type up
            // on every call.
            stateLock.lock()
            guard case .alive(let alive) = state else {
                stateLock.unlock()
                observer.sendInterrupted()
                return nil
            }
            // The bag grows in place, unless a delivery on another thread
            // is walking it right now: then this copies it, and the
            // delivery goes on with the observers it started with.
            let token = alive.observers.insert(observer)
            stateLock.unlock()
            return token
        }

        /// Forgets the observer that `token` names, if the signal is still
        /// alive; terminates the signal if that was the last observer and the
        /// shell is gone.
        @inlinable
        func removeObserver(using token: Bag<Observer>.Token) {
            stateLock.lock()
            guard case .alive(let alive) = state else {
                stateLock.unlock()
                return
            }
            let removed = alive.observers.remove(using: token)
            let isUnreachable = alive.isShellReleased && alive.observers.isEmpty
            stateLock.unlock()
            // `removed` is released here, after the lock: releasing an
            // observer can run arbitrary code, which must not find the lock
            // held.
            _ = removed
            if isUnreachable {
                terminateUnreachableSignal()
            }
        }

        /// Called when the `Signal` shell is deallocated: from now on, nobody
        /// can start observing. If nobody is observing either, the signal ends.
        func signalDidDeinitialize() {
            let isUnreachable: Bool = stateLock.withLock {
                guard case .alive(let alive) = state else { return false }
                alive.isShellReleased = true
                return alive.observers.isEmpty
            }
            if isUnreachable {
                terminateUnreachableSignal()
            }
        }

        /// Ends a signal that nobody observes and nobody can observe. It has no
        /// observer to tell, so this amounts to ending the generator's lifetime
        /// and refusing further events.
        @usableFromInline
        func terminateUnreachableSignal() {
            send(.interrupted)
        }

        /// Receives every event sent into the input observer.
        @inlinable
        func send(_ event: Event) {
            if event.isTerminating {
                beginTermination(with: event)
            } else {
                deliver(event)
            }
        }

        /// Delivers a value to the current observers, if the signal is alive;
        /// waits for its turn first.
        @inlinable
        func deliver(_ event: Event) {
            delivery.deliver(
                ifRecursive: """
                    Signal: a value was sent into the signal while it was delivering an event, on the \
                    same thread: by one of its observers, or by the deinit of a value let go of during \
                    the delivery. Events are never delivered recursively, because observers would \
                    see them out of order. Send the value after the current event has been delivered, \
                    or send it into another signal.
                    """
            ) {
                // `lock()` and `unlock()` rather than `withLock`, here and
                // below: this runs for every value, and `withLock`, generic
                // over what its closure returns, would ask the runtime for
                // that type each time.
                stateLock.lock()
                // The elements alone (step 12): the walk needs no tokens,
                // and copying the whole bag would retain its ids as well.
                let observers: ContiguousArray<Observer>? =
                    if case .alive(let alive) = state { alive.observers.elements } else { nil }
                stateLock.unlock()
                // Call out without holding `stateLock`, so observers may
                // observe or stop observing this signal while they receive
                // the event.
                if let observers {
                    for observer in observers {
                        observer.send(event)
                    }
                }
            }
            // A terminal event may have arrived while this thread was
            // delivering: it is this thread's job to deliver it now.
            deliverPendingTermination()
        }

        /// Moves the signal to `terminating` with `event`, without waiting for
        /// a delivery in progress, then delivers it if nobody is delivering.
        ///
        /// Step 12 first tries the common case in one step: nobody is
        /// delivering, so the event goes out at once, and the signal never
        /// writes a `TerminatingState` only to take it back. That is one
        /// object fewer for every signal that ends, and its release, which
        /// in the library's own code looks up the types of its bag and its
        /// event.
        @inlinable
        func beginTermination(with event: Event) {
            let hasDelivered = delivery.deliverPendingEnd(
                lockedBy: stateLock,
                pending: { if case .alive(let alive) = state { alive } else { nil } },
                take: { state = .terminated },
                deliver: { alive in
                    for observer in alive.observers {
                        observer.send(event)
                    }
                }
            )
            if hasDelivered {
                disposables.dispose()
                return
            }
            // Ended already, or a delivery is under way (on this thread, if
            // an observer sent the event): write the event down for it.
            let hasBegun: Bool = stateLock.withLock {
                guard case .alive(let alive) = state else { return false }
                state = .terminating(TerminatingState(observers: alive.observers, event: event))
                return true
            }
            if hasBegun {
                deliverPendingTermination()
            }
        }

        /// Delivers the terminal event that is waiting, if there is one and no
        /// other thread is delivering. If one is, that thread calls this again
        /// when it is done, so the event is never left behind.
        @inlinable
        func deliverPendingTermination() {
            let hasDelivered = delivery.deliverPendingEnd(
                lockedBy: stateLock,
                pending: { if case .terminating(let pending) = state { pending } else { nil } },
                take: { state = .terminated },
                deliver: { pending in
                    for observer in pending.observers {
                        observer.send(pending.event)
                    }
                }
            )
            if hasDelivered {
                // The observers have seen the end; now release what the
                // generator attached to its lifetime, outside the send lock.
                disposables.dispose()
            }
        }
    }
}

extension Signal.Core {
    /// The observers of a signal that is alive, and whether its shell is
    /// gone, so that nobody can start observing any more. A class, so that
    /// `observe` adds to the bag in place, through the state.
    @usableFromInline
    final class AliveState {
        // Read and written under the core's `stateLock` only: see `state`.
        @usableFromInline @exclusivity(unchecked) var observers = Bag<Signal.Observer>()
        @usableFromInline @exclusivity(unchecked) var isShellReleased = false

        @usableFromInline
        init() {}
    }

    /// A terminal event that waits for the delivery under way to end, and the
    /// observers it goes to.
    @usableFromInline
    final class TerminatingState {
        @usableFromInline let observers: Bag<Signal.Observer>
        @usableFromInline let event: Signal.Event

        @inlinable
        init(observers: Bag<Signal.Observer>, event: Signal.Event) {
            self.observers = observers
            self.event = event
        }
    }
}

extension Signal.Core {
    /// What `observe` returns: disposing it stops one observation.
    ///
    /// It could be an `AnyDisposable` whose action calls
    /// `removeObserver(using:)`. This one small object does the same with
    /// less: it holds the core weakly and the token, with no closure to
    /// allocate, and every observation that is kept makes one.
    ///
    /// It is `@unchecked Sendable` because its only mutable state, the
    /// `disposed` flag, is atomic, and a weak reference may be read from any
    /// thread.
    @usableFromInline
    final class Observation: Disposable, @unchecked Sendable {
        /// The core observed; weak, so that holding an observation does not
        /// keep the signal alive.
        @usableFromInline weak var core: Signal.Core?
        /// Names the observer in the core's bag.
        @usableFromInline let token: Bag<Signal.Observer>.Token
        /// Whether `dispose()` has been called.
        @usableFromInline let disposed = Atomic<Bool>(false)

        @inlinable
        init(of core: Signal.Core, token: Bag<Signal.Observer>.Token) {
            self.core = core
            self.token = token
        }

        @inlinable
        var isDisposed: Bool { disposed.load(ordering: .acquiring) }

        @inlinable
        func dispose() {
            guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
            core?.removeObserver(using: token)
        }
    }
}
