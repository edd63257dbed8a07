// The overloads of `SignalProducer.zip` for two to ten producers: each
// erases its inputs, zips the array (which starts the producers in the order
// given), and casts the slots back into a tuple (see
// `Combining/Arities.swift`).

extension SignalProducer {
    /// Zips the values of two producers, started in this order; see ``Signal/zip(with:)``.
    public static func zip<B>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>
    ) -> SignalProducer<(Value, B), Error> {
        SignalProducer<Any, Error>.zip([a.erased, b.erased])
            .map { ($0[0] as! Value, $0[1] as! B) }
    }

    /// Zips the values of three producers, started in this order; see ``Signal/zip(with:)``.
    public static func zip<B, C>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>
    ) -> SignalProducer<(Value, B, C), Error> {
        SignalProducer<Any, Error>.zip([a.erased, b.erased, c.erased])
            .map { ($0[0] as! Value, $0[1] as! B, $0[2] as! C) }
    }

    /// Zips the values of four producers, started in this order; see ``Signal/zip(with:)``.
    public static func zip<B, C, D>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>,
        _ d: SignalProducer<D, Error>
    ) -> SignalProducer<(Value, B, C, D), Error> {
        SignalProducer<Any, Error>.zip([a.erased, b.erased, c.erased, d.erased])
            .map { ($0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D) }
    }

    /// Zips the values of five producers, started in this order; see ``Signal/zip(with:)``.
    public static func zip<B, C, D, E>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>,
        _ d: SignalProducer<D, Error>, _ e: SignalProducer<E, Error>
    ) -> SignalProducer<(Value, B, C, D, E), Error> {
        SignalProducer<Any, Error>.zip([a.erased, b.erased, c.erased, d.erased, e.erased])
            .map { ($0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E) }
    }

    /// Zips the values of six producers, started in this order; see ``Signal/zip(with:)``.
    public static func zip<B, C, D, E, F>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>,
        _ d: SignalProducer<D, Error>, _ e: SignalProducer<E, Error>, _ f: SignalProducer<F, Error>
    ) -> SignalProducer<(Value, B, C, D, E, F), Error> {
        let zipped = SignalProducer<Any, Error>.zip([
            a.erased, b.erased, c.erased, d.erased, e.erased,
            f.erased,
        ])
        return zipped.map {
            (
                $0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E,
                $0[5] as! F
            )
        }
    }

    /// Zips the values of seven producers, started in this order; see ``Signal/zip(with:)``.
    public static func zip<B, C, D, E, F, G>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>,
        _ d: SignalProducer<D, Error>, _ e: SignalProducer<E, Error>, _ f: SignalProducer<F, Error>,
        _ g: SignalProducer<G, Error>
    ) -> SignalProducer<(Value, B, C, D, E, F, G), Error> {
        let zipped = SignalProducer<Any, Error>.zip([
            a.erased, b.erased, c.erased, d.erased, e.erased,
            f.erased, g.erased,
        ])
        return zipped.map {
            (
                $0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E,
                $0[5] as! F, $0[6] as! G
            )
        }
    }

    /// Zips the values of eight producers, started in this order; see ``Signal/zip(with:)``.
    public static func zip<B, C, D, E, F, G, H>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>,
        _ d: SignalProducer<D, Error>, _ e: SignalProducer<E, Error>, _ f: SignalProducer<F, Error>,
        _ g: SignalProducer<G, Error>, _ h: SignalProducer<H, Error>
    ) -> SignalProducer<(Value, B, C, D, E, F, G, H), Error> {
        let zipped = SignalProducer<Any, Error>.zip([
            a.erased, b.erased, c.erased, d.erased, e.erased,
            f.erased, g.erased, h.erased,
        ])
        return zipped.map {
            (
                $0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E,
                $0[5] as! F, $0[6] as! G, $0[7] as! H
            )
        }
    }

    /// Zips the values of nine producers, started in this order; see ``Signal/zip(with:)``.
    public static func zip<B, C, D, E, F, G, H, I>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>,
        _ d: SignalProducer<D, Error>, _ e: SignalProducer<E, Error>, _ f: SignalProducer<F, Error>,
        _ g: SignalProducer<G, Error>, _ h: SignalProducer<H, Error>, _ i: SignalProducer<I, Error>
    ) -> SignalProducer<(Value, B, C, D, E, F, G, H, I), Error> {
        let zipped = SignalProducer<Any, Error>.zip([
            a.erased, b.erased, c.erased, d.erased, e.erased,
            f.erased, g.erased, h.erased, i.erased,
        ])
        return zipped.map {
            (
                $0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E,
                $0[5] as! F, $0[6] as! G, $0[7] as! H, $0[8] as! I
            )
        }
    }

    /// Zips the values of ten producers, started in this order; see ``Signal/zip(with:)``.
    public static func zip<B, C, D, E, F, G, H, I, J>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>,
        _ d: SignalProducer<D, Error>, _ e: SignalProducer<E, Error>, _ f: SignalProducer<F, Error>,
        _ g: SignalProducer<G, Error>, _ h: SignalProducer<H, Error>, _ i: SignalProducer<I, Error>,
        _ j: SignalProducer<J, Error>
    ) -> SignalProducer<(Value, B, C, D, E, F, G, H, I, J), Error> {
        let zipped = SignalProducer<Any, Error>.zip([
            a.erased, b.erased, c.erased, d.erased, e.erased,
            f.erased, g.erased, h.erased, i.erased, j.erased,
        ])
        return zipped.map {
            (
                $0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E,
                $0[5] as! F, $0[6] as! G, $0[7] as! H, $0[8] as! I, $0[9] as! J
            )
        }
    }
}
