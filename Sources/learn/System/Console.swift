import Foundation

/// Where `learn` writes: results to standard output, problems to standard
/// error, without buffering, so its lines and those of the commands it runs
/// arrive in order.
enum Console {
    /// Whether standard output is a terminal (and not a file or a pipe).
    static let isTerminal = isatty(STDOUT_FILENO) == 1

    /// Whether to colour the output: on a terminal, unless `NO_COLOR` is set
    /// (https://no-color.org) or the terminal is `dumb`.
    static let usesColor: Bool = {
        let environment = ProcessInfo.processInfo.environment
        return isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }()

    /// Writes text to standard output as it is.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes a line to standard output.
    static func line(_ text: String = "") {
        write(text + "\n")
    }

    /// Writes a line to standard error.
    static func problem(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Shows a line that the next ``status(_:)`` or ``clearStatus()``
    /// replaces, on a terminal only.
    static func status(_ text: String) {
        guard isTerminal else { return }
        write("\r\u{1B}[K" + text)
    }

    /// Removes the line ``status(_:)`` shows.
    static func clearStatus() {
        guard isTerminal else { return }
        write("\r\u{1B}[K")
    }

    /// Reads a line from standard input, or `nil` at its end.
    static func readAnswer() -> String? {
        readLine(strippingNewline: true)
    }

    /// Whether standard input is a terminal someone can answer from.
    static var canAsk: Bool { isatty(STDIN_FILENO) == 1 }
}

/// Text styles for the terminal; plain text when ``Console/usesColor`` is
/// off.
enum Style {
    /// Success: green.
    static func passed(_ text: String) -> String { paint(text, "32") }
    /// Failure: red.
    static func failed(_ text: String) -> String { paint(text, "31") }
    /// Neither: yellow.
    static func unknown(_ text: String) -> String { paint(text, "33") }
    /// A command to type, or a heading: bold.
    static func strong(_ text: String) -> String { paint(text, "1") }
    /// Secondary detail: dim.
    static func quiet(_ text: String) -> String { paint(text, "2") }

    private static func paint(_ text: String, _ code: String) -> String {
        Console.usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// Pads text on the right to a width, for table columns.
func padded(_ text: String, to width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

/// Indents every line of a text.
func indented(_ text: String, by spaces: Int = 4) -> String {
    let indentation = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : indentation + $0 }
        .joined(separator: "\n")
}
