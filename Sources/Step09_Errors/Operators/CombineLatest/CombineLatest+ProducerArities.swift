// The overloads of `SignalProducer.combineLatest` for two to ten producers:
// each erases its inputs, combines the array (which starts the producers in
// the order given), and casts the slots back into a tuple (see
// `Combining/Arities.swift`).

extension SignalProducer {
    /// Combines the latest values of two producers, started in this order; see ``Signal/combineLatest(with:)``.
    public static func combineLatest<B>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>
    ) -> SignalProducer<(Value, B), Error> {
        SignalProducer<Any, Error>.combineLatest([a.erased, b.erased])
            .map { ($0[0] as! Value, $0[1] as! B) }
    }

    /// Combines the latest values of three producers, started in this order; see ``Signal/combineLatest(with:)``.
    public static func combineLatest<B, C>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>
    ) -> SignalProducer<(Value, B, C), Error> {
        SignalProducer<Any, Error>.combineLatest([a.erased, b.erased, c.erased])
            .map { ($0[0] as! Value, $0[1] as! B, $0[2] as! C) }
    }

    /// Combines the latest values of four producers, started in this order; see ``Signal/combineLatest(with:)``.
    public static func combineLatest<B, C, D>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>,
        _ d: SignalProducer<D, Error>
    ) -> SignalProducer<(Value, B, C, D), Error> {
        SignalProducer<Any, Error>.combineLatest([a.erased, b.erased, c.erased, d.erased])
            .map { ($0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D) }
    }

    /// Combines the latest values of five producers, started in this order; see ``Signal/combineLatest(with:)``.
    public static func combineLatest<B, C, D, E>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>,
        _ d: SignalProducer<D, Error>, _ e: SignalProducer<E, Error>
    ) -> SignalProducer<(Value, B, C, D, E), Error> {
        SignalProducer<Any, Error>.combineLatest([a.erased, b.erased, c.erased, d.erased, e.erased])
            .map { ($0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E) }
    }

    /// Combines the latest values of six producers, started in this order; see ``Signal/combineLatest(with:)``.
    public static func combineLatest<B, C, D, E, F>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>,
        _ d: SignalProducer<D, Error>, _ e: SignalProducer<E, Error>, _ f: SignalProducer<F, Error>
    ) -> SignalProducer<(Value, B, C, D, E, F), Error> {
        let combined = SignalProducer<Any, Error>.combineLatest([
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

    /// Combines the latest values of seven producers, started in this order; see ``Signal/combineLatest(with:)``.
    public static func combineLatest<B, C, D, E, F, G>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>,
        _ d: SignalProducer<D, Error>, _ e: SignalProducer<E, Error>, _ f: SignalProducer<F, Error>,
        _ g: SignalProducer<G, Error>
    ) -> SignalProducer<(Value, B, C, D, E, F, G), Error> {
        let combined = SignalProducer<Any, Error>.combineLatest([
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

    /// Combines the latest values of eight producers, started in this order; see ``Signal/combineLatest(with:)``.
    public static func combineLatest<B, C, D, E, F, G, H>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>,
        _ d: SignalProducer<D, Error>, _ e: SignalProducer<E, Error>, _ f: SignalProducer<F, Error>,
        _ g: SignalProducer<G, Error>, _ h: SignalProducer<H, Error>
    ) -> SignalProducer<(Value, B, C, D, E, F, G, H), Error> {
        let combined = SignalProducer<Any, Error>.combineLatest([
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

    /// Combines the latest values of nine producers, started in this order; see ``Signal/combineLatest(with:)``.
    public static func combineLatest<B, C, D, E, F, G, H, I>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>,
        _ d: SignalProducer<D, Error>, _ e: SignalProducer<E, Error>, _ f: SignalProducer<F, Error>,
        _ g: SignalProducer<G, Error>, _ h: SignalProducer<H, Error>, _ i: SignalProducer<I, Error>
    ) -> SignalProducer<(Value, B, C, D, E, F, G, H, I), Error> {
        let combined = SignalProducer<Any, Error>.combineLatest([
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

    /// Combines the latest values of ten producers, started in this order; see ``Signal/combineLatest(with:)``.
    public static func combineLatest<B, C, D, E, F, G, H, I, J>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>,
        _ d: SignalProducer<D, Error>, _ e: SignalProducer<E, Error>, _ f: SignalProducer<F, Error>,
        _ g: SignalProducer<G, Error>, _ h: SignalProducer<H, Error>, _ i: SignalProducer<I, Error>,
        _ j: SignalProducer<J, Error>
    ) -> SignalProducer<(Value, B, C, D, E, F, G, H, I, J), Error> {
        let combined = SignalProducer<Any, Error>.combineLatest([
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
