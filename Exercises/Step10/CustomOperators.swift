// Exercise 10.6 (stretch): the ReactiveCocoa book's toUTF8Length and
// ignoreEmptyStrings.
//
// Two operators of your own on streams of strings: one is a `map` with a
// name that says what it is for; the other is built from three operators,
// the book's way, with `zip`.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Step09_Errors

extension Signal where Value == String {
    /// Sends the length of each string in UTF-8 bytes.
    ///
    /// ```swift
    /// let (texts, type) = Signal<String, Never>.pipe()
    /// texts.toUTF8Length().observeValues { print($0) }
    /// type.send(value: "café")
    /// // prints 5
    /// ```
    public func toUTF8Length() -> Signal<Int, Error> {
        // TODO: each string's length in UTF-8 bytes.
        map { _ in 0 }
    }

    /// Sends every string that is not empty, as it comes.
    public func ignoreEmptyStrings() -> Signal<String, Error> {
        // TODO: the book's way, with toUTF8Length() and zip(with:).
        self
    }
}

extension SignalProducer where Value == String {
    /// On every start, sends the length of each string in UTF-8 bytes.
    public func toUTF8Length() -> SignalProducer<Int, Error> {
        // TODO: the same on every start.
        map { _ in 0 }
    }

    /// On every start, sends every string that is not empty.
    public func ignoreEmptyStrings() -> SignalProducer<String, Error> {
        // TODO: the same on every start.
        self
    }
}
