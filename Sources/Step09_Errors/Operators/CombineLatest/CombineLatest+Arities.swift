// The overloads of `Signal.combineLatest` for two to ten signals: each
// erases its inputs, combines the array, and casts the slots back into a
// tuple (see `Combining/Arities.swift`).

extension Signal {
    /// Combines the latest values of two signals; see ``combineLatest(with:)``.
    public static func combineLatest<B>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>
    ) -> Signal<(Value, B), Error> {
        Signal<Any, Error>.combineLatest([a.erased, b.erased])
            .map { ($0[0] as! Value, $0[1] as! B) }
    }

    /// Combines the latest values of three signals; see ``combineLatest(with:)``.
    public static func combineLatest<B, C>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>
    ) -> Signal<(Value, B, C), Error> {
        Signal<Any, Error>.combineLatest([a.erased, b.erased, c.erased])
            .map { ($0[0] as! Value, $0[1] as! B, $0[2] as! C) }
    }

    /// Combines the latest values of four signals; see ``combineLatest(with:)``.
    public static func combineLatest<B, C, D>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>
    ) -> Signal<(Value, B, C, D), Error> {
        Signal<Any, Error>.combineLatest([a.erased, b.erased, c.erased, d.erased])
            .map { ($0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D) }
    }

    /// Combines the latest values of five signals; see ``combineLatest(with:)``.
    public static func combineLatest<B, C, D, E>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
        _ e: Signal<E, Error>
    ) -> Signal<(Value, B, C, D, E), Error> {
        Signal<Any, Error>.combineLatest([a.erased, b.erased, c.erased, d.erased, e.erased])
            .map { ($0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E) }
    }

    /// Combines the latest values of six signals; see ``combineLatest(with:)``.
    public static func combineLatest<B, C, D, E, F>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
        _ e: Signal<E, Error>, _ f: Signal<F, Error>
    ) -> Signal<(Value, B, C, D, E, F), Error> {
        let combined = Signal<Any, Error>.combineLatest([
            a.erased, b.erased, c.erased, d.erased, e.erased,
            f.erased,
        ])
        return combined.map {
            (
                $0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E,
                $0[5] as! F
            )
        }
    }

    /// Combines the latest values of seven signals; see ``combineLatest(with:)``.
    public static func combineLatest<B, C, D, E, F, G>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
        _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>
    ) -> Signal<(Value, B, C, D, E, F, G), Error> {
        let combined = Signal<Any, Error>.combineLatest([
            a.erased, b.erased, c.erased, d.erased, e.erased,
            f.erased, g.erased,
        ])
        return combined.map {
            (
                $0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E,
                $0[5] as! F, $0[6] as! G
            )
        }
    }

    /// Combines the latest values of eight signals; see ``combineLatest(with:)``.
    public static func combineLatest<B, C, D, E, F, G, H>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
        _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>, _ h: Signal<H, Error>
    ) -> Signal<(Value, B, C, D, E, F, G, H), Error> {
        let combined = Signal<Any, Error>.combineLatest([
            a.erased, b.erased, c.erased, d.erased, e.erased,
            f.erased, g.erased, h.erased,
        ])
        return combined.map {
            (
                $0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E,
                $0[5] as! F, $0[6] as! G, $0[7] as! H
            )
        }
    }

    /// Combines the latest values of nine signals; see ``combineLatest(with:)``.
    public static func combineLatest<B, C, D, E, F, G, H, I>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
        _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>, _ h: Signal<H, Error>,
        _ i: Signal<I, Error>
    ) -> Signal<(Value, B, C, D, E, F, G, H, I), Error> {
        let combined = Signal<Any, Error>.combineLatest([
            a.erased, b.erased, c.erased, d.erased, e.erased,
            f.erased, g.erased, h.erased, i.erased,
        ])
        return combined.map {
            (
                $0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E,
                $0[5] as! F, $0[6] as! G, $0[7] as! H, $0[8] as! I
            )
        }
    }

    /// Combines the latest values of ten signals; see ``combineLatest(with:)``.
    public static func combineLatest<B, C, D, E, F, G, H, I, J>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
        _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>, _ h: Signal<H, Error>,
        _ i: Signal<I, Error>, _ j: Signal<J, Error>
    ) -> Signal<(Value, B, C, D, E, F, G, H, I, J), Error> {
        let combined = Signal<Any, Error>.combineLatest([
            a.erased, b.erased, c.erased, d.erased, e.erased,
            f.erased, g.erased, h.erased, i.erased, j.erased,
        ])
        return combined.map {
            (
                $0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E,
                $0[5] as! F, $0[6] as! G, $0[7] as! H, $0[8] as! I, $0[9] as! J
            )
        }
    }
}
