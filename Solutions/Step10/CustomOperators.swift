// Exercise 10.6 (stretch): the ReactiveCocoa book's toUTF8Length and
// ignoreEmptyStrings.
//
// Two operators of your own on streams of strings: one is a `map` with a
// name that says what it is for; the other is built from three operators,
// the book's way, with `zip`.

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
        map { $0.utf8.count }
    }

    /// Sends every string that is not empty, as it comes.
    public func ignoreEmptyStrings() -> Signal<String, Error> {
        // The book's way: each string's length, zipped with the string
        // itself (the nth length with the nth string), the pairs whose
        // length is 0 dropped, then the string taken back out.
        toUTF8Length()
            .zip(with: self)
            .filter { pair in pair.0 > 0 }
            .map { pair in pair.1 }
    }
}

extension SignalProducer where Value == String {
    /// On every start, sends the length of each string in UTF-8 bytes.
    public func toUTF8Length() -> SignalProducer<Int, Error> {
        lift { $0.toUTF8Length() }
    }

    /// On every start, sends every string that is not empty.
    public func ignoreEmptyStrings() -> SignalProducer<String, Error> {
        // Lifted, not rebuilt from producers: zipping two starts of `self`
        // would start its work twice.
        lift { $0.ignoreEmptyStrings() }
    }
}
