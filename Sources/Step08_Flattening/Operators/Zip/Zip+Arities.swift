// The overloads of `Signal.zip` for two to ten signals: each observes its
// inputs as slots of `Any`, zips them with the engine, and casts the slots
// back into a tuple (see `Combining/Arities.swift`).

extension Signal {
    /// Zips the values of two signals; see ``zip(with:)``.
    public static func zip<B>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>
    ) -> Signal<(Value, B), Error> {
        Signal<(Value, B), Error>.combining(
            [.init(erasing: a), .init(erasing: b)],
            operatorName: "zip",
            machine: ZipStateMachine(inputCount: 2)
        ) { ($0[0] as! Value, $0[1] as! B) }
    }

    /// Zips the values of three signals; see ``zip(with:)``.
    public static func zip<B, C>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>
    ) -> Signal<(Value, B, C), Error> {
        Signal<(Value, B, C), Error>.combining(
            [.init(erasing: a), .init(erasing: b), .init(erasing: c)],
            operatorName: "zip",
            machine: ZipStateMachine(inputCount: 3)
        ) { ($0[0] as! Value, $0[1] as! B, $0[2] as! C) }
    }

    /// Zips the values of four signals; see ``zip(with:)``.
    public static func zip<B, C, D>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>
    ) -> Signal<(Value, B, C, D), Error> {
        Signal<(Value, B, C, D), Error>.combining(
            [.init(erasing: a), .init(erasing: b), .init(erasing: c), .init(erasing: d)],
            operatorName: "zip",
            machine: ZipStateMachine(inputCount: 4)
        ) { ($0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D) }
    }

    /// Zips the values of five signals; see ``zip(with:)``.
    public static func zip<B, C, D, E>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
        _ e: Signal<E, Error>
    ) -> Signal<(Value, B, C, D, E), Error> {
        Signal<(Value, B, C, D, E), Error>.combining(
            [
                .init(erasing: a), .init(erasing: b), .init(erasing: c), .init(erasing: d),
                .init(erasing: e),
            ],
            operatorName: "zip",
            machine: ZipStateMachine(inputCount: 5)
        ) { ($0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E) }
    }

    /// Zips the values of six signals; see ``zip(with:)``.
    public static func zip<B, C, D, E, F>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
        _ e: Signal<E, Error>, _ f: Signal<F, Error>
    ) -> Signal<(Value, B, C, D, E, F), Error> {
        Signal<(Value, B, C, D, E, F), Error>.combining(
            [
                .init(erasing: a), .init(erasing: b), .init(erasing: c), .init(erasing: d),
                .init(erasing: e), .init(erasing: f),
            ],
            operatorName: "zip",
            machine: ZipStateMachine(inputCount: 6)
        ) { ($0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E, $0[5] as! F) }
    }

    /// Zips the values of seven signals; see ``zip(with:)``.
    public static func zip<B, C, D, E, F, G>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
        _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>
    ) -> Signal<(Value, B, C, D, E, F, G), Error> {
        Signal<(Value, B, C, D, E, F, G), Error>.combining(
            [
                .init(erasing: a), .init(erasing: b), .init(erasing: c), .init(erasing: d),
                .init(erasing: e), .init(erasing: f), .init(erasing: g),
            ],
            operatorName: "zip",
            machine: ZipStateMachine(inputCount: 7)
        ) {
            (
                $0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E,
                $0[5] as! F, $0[6] as! G
            )
        }
    }

    /// Zips the values of eight signals; see ``zip(with:)``.
    public static func zip<B, C, D, E, F, G, H>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
        _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>, _ h: Signal<H, Error>
    ) -> Signal<(Value, B, C, D, E, F, G, H), Error> {
        Signal<(Value, B, C, D, E, F, G, H), Error>.combining(
            [
                .init(erasing: a), .init(erasing: b), .init(erasing: c), .init(erasing: d),
                .init(erasing: e), .init(erasing: f), .init(erasing: g), .init(erasing: h),
            ],
            operatorName: "zip",
            machine: ZipStateMachine(inputCount: 8)
        ) {
            (
                $0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E,
                $0[5] as! F, $0[6] as! G, $0[7] as! H
            )
        }
    }

    /// Zips the values of nine signals; see ``zip(with:)``.
    public static func zip<B, C, D, E, F, G, H, I>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
        _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>, _ h: Signal<H, Error>,
        _ i: Signal<I, Error>
    ) -> Signal<(Value, B, C, D, E, F, G, H, I), Error> {
        Signal<(Value, B, C, D, E, F, G, H, I), Error>.combining(
            [
                .init(erasing: a), .init(erasing: b), .init(erasing: c), .init(erasing: d),
                .init(erasing: e), .init(erasing: f), .init(erasing: g), .init(erasing: h),
                .init(erasing: i),
            ],
            operatorName: "zip",
            machine: ZipStateMachine(inputCount: 9)
        ) {
            (
                $0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E,
                $0[5] as! F, $0[6] as! G, $0[7] as! H, $0[8] as! I
            )
        }
    }

    /// Zips the values of ten signals; see ``zip(with:)``.
    public static func zip<B, C, D, E, F, G, H, I, J>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
        _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>, _ h: Signal<H, Error>,
        _ i: Signal<I, Error>, _ j: Signal<J, Error>
    ) -> Signal<(Value, B, C, D, E, F, G, H, I, J), Error> {
        Signal<(Value, B, C, D, E, F, G, H, I, J), Error>.combining(
            [
                .init(erasing: a), .init(erasing: b), .init(erasing: c), .init(erasing: d),
                .init(erasing: e), .init(erasing: f), .init(erasing: g), .init(erasing: h),
                .init(erasing: i), .init(erasing: j),
            ],
            operatorName: "zip",
            machine: ZipStateMachine(inputCount: 10)
        ) {
            (
                $0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E,
                $0[5] as! F, $0[6] as! G, $0[7] as! H, $0[8] as! I, $0[9] as! J
            )
        }
    }
}
