@testable import Step12_Schedulers

/// One operator on properties, for the random chains: the operator, and a
/// reference that computes the same values on a plain array of every value
/// the source property holds, its first included.
///
/// A property always has a value and never fails, so the references work on
/// values only: the end of the source's changes is the end of the result's.
struct PropertyLink: CustomStringConvertible {
    /// How the link reads in a failure message: `skipRepeats()`.
    let description: String
    /// The operator, on a property.
    let apply: (Property<Int>) -> Property<Int>
    /// The values the result holds, one after the other, given those the
    /// source holds.
    let reference: ([Int]) -> [Int]

    static var all: [PropertyLink] {
        [
            PropertyLink(description: "map { $0 * 2 + 1 }", apply: { $0.map { $0 * 2 + 1 } }, reference: { $0.map { $0 * 2 + 1 } }),
            PropertyLink(description: "map(value: 7)", apply: { $0.map(value: 7) }, reference: { $0.map { _ in 7 } }),
            PropertyLink(description: "map(\\.magnitude)", apply: { $0.map(\.magnitude).map { Int($0) } }, reference: { $0.map { Int($0.magnitude) } }),
            PropertyLink(
                description: "skipRepeats()",
                apply: { $0.skipRepeats() },
                reference: { values in values.enumerated().filter { $0.offset == 0 || values[$0.offset - 1] != $0.element }.map(\.element) }
            ),
            PropertyLink(
                description: "skipRepeats { same parity }",
                apply: { $0.skipRepeats { $0 % 2 == $1 % 2 } },
                reference: { values in values.enumerated().filter { $0.offset == 0 || values[$0.offset - 1] % 2 != $0.element % 2 }.map(\.element) }
            ),
            PropertyLink(
                description: "filter(initial: -5) { even }",
                apply: { $0.filter(initial: -5) { $0 % 2 == 0 } },
                reference: { [-5] + $0.filter { $0 % 2 == 0 } }
            ),
            PropertyLink(
                description: "uniqueValues()",
                apply: { $0.uniqueValues() },
                reference: { values in
                    var seen: Set<Int> = []
                    return values.filter { seen.insert($0).inserted }
                }
            ),
            PropertyLink(
                description: "combinePrevious(0) as 10 × previous + current",
                apply: { $0.combinePrevious(0).map { $0 * 10 + $1 } },
                reference: { values in zip([0] + values, values).map { $0 * 10 + $1 } }
            ),
        ]
    }

    /// A link picked at random.
    static func random(using generator: inout RepeatableGenerator) -> PropertyLink {
        all[Int.random(in: 0..<all.count, using: &generator)]
    }
}
