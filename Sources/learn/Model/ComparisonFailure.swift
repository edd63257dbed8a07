/// The two sides of a failed `#expect(actual == expected)`, read from Swift
/// Testing's message.
///
/// Swift Testing prints a failed comparison as
/// `Expectation failed: (events.map(\.value) → [nil, nil]) == [1, nil]`: each
/// side is either `(expression → value)` or, for a literal, the literal
/// alone. The exercise tests put what the learner's code produced on the left
/// and what it should produce on the right, so the left is "actual" and the
/// right "expected".
///
/// ```swift
/// let failure = ComparisonFailure(message: "Expectation failed: (calls → 0) == 1")
/// print(failure?.actual ?? "", failure?.expected ?? "")
/// // prints 0 1
/// ```
struct ComparisonFailure: Equatable, Sendable {
    /// The code on the left of `==`.
    let actualExpression: String
    /// What the left side was.
    let actual: String
    /// The code on the right of `==`.
    let expectedExpression: String
    /// What the right side was.
    let expected: String

    /// Reads a message; `nil` if it is not a failed `==` comparison or if its
    /// brackets or quotes do not balance.
    init?(message: String) {
        let prefix = "Expectation failed: "
        guard message.hasPrefix(prefix) else { return nil }
        let comparison = String(message.dropFirst(prefix.count))
        guard let equals = topLevelRange(of: " == ", in: comparison, depth: 0) else { return nil }
        let left = String(comparison[..<equals.lowerBound])
        let right = String(comparison[equals.upperBound...])
        guard let (actualExpression, actual) = expressionAndValue(left),
            let (expectedExpression, expected) = expressionAndValue(right)
        else { return nil }
        self.actualExpression = actualExpression
        self.actual = actual
        self.expectedExpression = expectedExpression
        self.expected = expected
    }

    /// The expression that was checked, as written: `calls == 1`.
    var checkedExpression: String { "\(actualExpression) == \(expectedExpression)" }
}

/// Splits one side: `(expression → value)` into both, a literal into itself
/// twice; `nil` if the brackets do not balance.
private func expressionAndValue(_ side: String) -> (String, String)? {
    guard balanced(side) else { return nil }
    if side.hasPrefix("("), side.hasSuffix(")"), wrapsWhole(side),
        let arrow = topLevelRange(of: " → ", in: side, depth: 1)
    {
        let expression = side[side.index(after: side.startIndex)..<arrow.lowerBound]
        let value = side[arrow.upperBound..<side.index(before: side.endIndex)]
        return (String(expression), String(value))
    }
    return (side, side)
}

/// Whether the opening bracket at the start closes at the very end.
private func wrapsWhole(_ text: String) -> Bool {
    var scanner = BracketScanner()
    for (offset, character) in text.enumerated() {
        scanner.read(character)
        if scanner.depth == 0 && !scanner.insideString {
            return offset == text.count - 1
        }
    }
    return false
}

/// Whether every bracket closes and every string ends.
private func balanced(_ text: String) -> Bool {
    var scanner = BracketScanner()
    for character in text {
        scanner.read(character)
        if scanner.depth < 0 { return false }
    }
    return scanner.depth == 0 && !scanner.insideString
}

/// The first place `separator` appears at bracket depth `depth`, outside
/// string literals.
private func topLevelRange(of separator: String, in text: String, depth: Int) -> Range<String.Index>? {
    var scanner = BracketScanner()
    var index = text.startIndex
    while index < text.endIndex {
        if scanner.depth == depth, !scanner.insideString, text[index...].hasPrefix(separator) {
            return index..<text.index(index, offsetBy: separator.count)
        }
        scanner.read(text[index])
        index = text.index(after: index)
    }
    return nil
}

/// Follows `()`, `[]` and `{}` nesting and `"…"` strings, one character at a
/// time.
private struct BracketScanner {
    private(set) var depth = 0
    private(set) var insideString = false
    private var escaped = false

    mutating func read(_ character: Character) {
        if insideString {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                insideString = false
            }
            return
        }
        switch character {
        case "\"": insideString = true
        case "(", "[", "{": depth += 1
        case ")", "]", "}": depth -= 1
        default: break
        }
    }
}
