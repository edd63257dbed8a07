/// A 64-bit FNV-1a hash of file names and contents: what the result cache
/// compares to know whether an exercise's code changed since it was checked.
///
/// FNV-1a is short, deterministic across runs and platforms (Swift's
/// `Hasher` is seeded differently in every process), and good enough to
/// notice a change. It is not meant to resist someone forging a collision.
///
/// ```swift
/// var fingerprint = Fingerprint()
/// fingerprint.add("Exercises/Step01/EventMap.swift")
/// print(fingerprint.hexadecimal.count)
/// // prints 16
/// ```
struct Fingerprint: Equatable, Sendable {
    /// The hash of everything added so far.
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Creates the fingerprint of nothing.
    init() {}

    /// Mixes in some bytes.
    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
        // A separator, so that "ab" + "c" and "a" + "bc" differ.
        value ^= 0xff
        value &*= 0x0000_0100_0000_01b3
    }

    /// Mixes in a string's UTF-8 bytes.
    mutating func add(_ text: String) {
        add(text.utf8)
    }

    /// The hash as 16 hexadecimal digits.
    var hexadecimal: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
