// The overloads of `Signal.combineLatest` for two to ten signals: each
// observes its inputs as slots of `Any`, combines them with the engine, and
// casts the slots back into a tuple (see `Combining/Arities.swift`).

extension Signal {
    /// Combines the latest values of two signals; see ``combineLatest(with:)``.
    public static func combineLatest<B>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>
    ) -> Signal<(Value, B), Error> {
        Signal<(Value, B), Error>.combining(
            [.init(erasing: a), .init(erasing: b)],
            operatorName: "combineLatest",
            machine: CombineLatestStateMachine(inputCount: 2)
        ) { ($0[0] as! Value, $0[1] as! B) }
    }

    /// Combines the latest values of three signals; see ``combineLatest(with:)``.
    public static func combineLatest<B, C>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>
    ) -> Signal<(Value, B, C), Error> {
        Signal<(Value, B, C), Error>.combining(
            [.init(erasing: a), .init(erasing: b), .init(erasing: c)],
            operatorName: "combineLatest",
            machine: CombineLatestStateMachine(inputCount: 3)
        ) { ($0[0] as! Value, $0[1] as! B, $0[2] as! C) }
    }

    /// Combines the latest values of four signals; see ``combineLatest(with:)``.
    public static func combineLatest<B, C, D>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>
    ) -> Signal<(Value, B, C, D), Error> {
        Signal<(Value, B, C, D), Error>.combining(
            [.init(erasing: a), .init(erasing: b), .init(erasing: c), .init(erasing: d)],
            operatorName: "combineLatest",
            machine: CombineLatestStateMachine(inputCount: 4)
        ) { ($0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D) }
    }

    /// Combines the latest values of five signals; see ``combineLatest(with:)``.
    public static func combineLatest<B, C, D, E>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
        _ e: Signal<E, Error>
    ) -> Signal<(Value, B, C, D, E), Error> {
        Signal<(Value, B, C, D, E), Error>.combining(
            [
                .init(erasing: a), .init(erasing: b), .init(erasing: c), .init(erasing: d),
                .init(erasing: e),
            ],
            operatorName: "combineLatest",
            machine: CombineLatestStateMachine(inputCount: 5)
        ) { ($0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E) }
    }

    /// Combines the latest values of six signals; see ``combineLatest(with:)``.
    public static func combineLatest<B, C, D, E, F>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
        _ e: Signal<E, Error>, _ f: Signal<F, Error>
    ) -> Signal<(Value, B, C, D, E, F), Error> {
        Signal<(Value, B, C, D, E, F), Error>.combining(
            [
                .init(erasing: a), .init(erasing: b), .init(erasing: c), .init(erasing: d),
                .init(erasing: e), .init(erasing: f),
            ],
            operatorName: "combineLatest",
            machine: CombineLatestStateMachine(inputCount: 6)
        ) { ($0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E, $0[5] as! F) }
    }

    /// Combines the latest values of seven signals; see ``combineLatest(with:)``.
    public static func combineLatest<B, C, D, E, F, G>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
        _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>
    ) -> Signal<(Value, B, C, D, E, F, G), Error> {
        Signal<(Value, B, C, D, E, F, G), Error>.combining(
            [
                .init(erasing: a), .init(erasing: b), .init(erasing: c), .init(erasing: d),
                .init(erasing: e), .init(erasing: f), .init(erasing: g),
            ],
            operatorName: "combineLatest",
            machine: CombineLatestStateMachine(inputCount: 7)
        ) {
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
        Signal<(Value, B, C, D, E, F, G, H), Error>.combining(
            [
                .init(erasing: a), .init(erasing: b), .init(erasing: c), .init(erasing: d),
                .init(erasing: e), .init(erasing: f), .init(erasing: g), .init(erasing: h),
            ],
            operatorName: "combineLatest",
            machine: CombineLatestStateMachine(inputCount: 8)
        ) {
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
        Signal<(Value, B, C, D, E, F, G, H, I), Error>.combining(
            [
                .init(erasing: a), .init(erasing: b), .init(erasing: c), .init(erasing: d),
                .init(erasing: e), .init(erasing: f), .init(erasing: g), .init(erasing: h),
                .init(erasing: i),
            ],
            operatorName: "combineLatest",
            machine: CombineLatestStateMachine(inputCount: 9)
        ) {
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
        Signal<(Value, B, C, D, E, F, G, H, I, J), Error>.combining(
            [
                .init(erasing: a), .init(erasing: b), .init(erasing: c), .init(erasing: d),
                .init(erasing: e), .init(erasing: f), .init(erasing: g), .init(erasing: h),
                .init(erasing: i), .init(erasing: j),
            ],
            operatorName: "combineLatest",
            machine: CombineLatestStateMachine(inputCount: 10)
        ) {
            (
                $0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E,
                $0[5] as! F, $0[6] as! G, $0[7] as! H, $0[8] as! I, $0[9] as! J
            )
        }
    }
}
