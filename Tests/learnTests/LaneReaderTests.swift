import Testing
@testable import learn

@Suite struct LaneReaderTests {
    /// Reads lines that must be lanes.
    func lanes(_ lines: String...) throws -> [Lane] {
        try LaneReader.lanes(from: lines).get()
    }

    @Test("a line is a label, two or more spaces, and marbles: values, empty ticks and a terminal event per tick")
    func readsValueLanes() throws {
        let read = try lanes("letters                   -a-b-c|", "map { $0.uppercased() }   -A-#")
        #expect(read.map(\.label) == ["letters", "map { $0.uppercased() }"])
        #expect(read.map(\.kind) == [.values, .values])
        #expect(read[0].ticks == [[], [.value("a")], [], [.value("b")], [], [.value("c")], [.completed]])
        #expect(read[1].ticks == [[], [.value("A")], [], [.failed]])
    }

    @Test("a group is one tick, braces hold a long value, spaces are not ticks, and ! interrupts a value lane")
    func readsGroupsAndLongValues() throws {
        let read = try lanes("x  -{ab}(c{de}|)", "y  - a !")
        #expect(read[0].ticks == [[], [.value("ab")], [.value("c"), .value("de"), .completed]])
        #expect(read[1].ticks == [[], [.value("a")], [.interrupted]])
    }

    @Test("a lane with ^ is a subscription lane: ^ begins a start, ! ends it, (^!) does both in one tick")
    func readsSubscriptionLanes() throws {
        let read = try lanes("inner a  -^--!", "inner b  --(^!)-^")
        #expect(read.map(\.kind) == [.subscriptions, .subscriptions])
        #expect(read[0].ticks == [[], [.started], [], [], [.ended]])
        #expect(read[0].spans == [Lane.Span(start: 1, end: 4)])
        #expect(read[1].spans == [Lane.Span(start: 2, end: 2), Lane.Span(start: 4, end: nil)])
    }

    @Test("a ^ inside braces is a value, not a subscription")
    func caretInLongValue() throws {
        #expect(try lanes("powers  -{2^3}|")[0].ticks == [[], [.value("2^3")], [.completed]])
    }

    @Test(
        "a malformed line is refused with its index and what is wrong",
        arguments: [
            ("letters -a-b|", "is not a lane: write a label, two or more spaces"),
            ("  -a-b|", "is not a lane"),
            ("letters   ", "has no marbles"),
            ("x  -a(b", "opens a group with `(` and never closes it"),
            ("x  -a)b", "closes a group it never opened"),
            ("x  (a(b))", "opens a group inside a group"),
            ("x  -{ab", "opens a value with `{` and never closes it"),
            ("x  -ab}", "closes a value with `}` it never opened"),
            ("x  -{}-", "has an empty value `{}`"),
            ("x  -a|b", "has an event at tick 3, after its terminal event"),
            ("x  ^-a-!", "holds only `-`, `^`, `!` and groups, not `a`"),
            ("x  ^-^", "begins a start at tick 2 while the one before still runs"),
            ("x  -!-^", "ends a start at tick 1 that never began"),
        ]
    )
    func refusesMalformedLines(line: String, message: String) {
        let result = LaneReader.lanes(from: ["fine  -a|", line])
        guard case .failure(let problem) = result else {
            Issue.record("`\(line)` was read as a lane")
            return
        }
        #expect(problem.index == 1)
        #expect(problem.message.contains(message), "\(problem.message)")
    }

    @Test("no lines at all is a problem too")
    func refusesNoLines() {
        #expect(throws: LaneReader.Problem.self) { try LaneReader.lanes(from: []).get() }
    }

    @Test("a problem in a diagram listing's comments names the chapter, the listing and the comment's line")
    func problemNamesChapterListingAndLine() {
        let text = """
            # Chapter 6

            <!-- diagram: 06-map -->
            ```swift
            print("x")
            // prints letters   -a-b|
            // prints result -A-B|
            ```
            """
        let chapter = ChapterText(path: "Chapters/06-sample.md", text: text)
        let listing = DiagramListing.listings(in: chapter)[0]
        #expect(throws: BookProblem.self) { try listing.lanesFromComments().get() }
        guard case .failure(let problem) = listing.lanesFromComments() else { return }
        #expect(problem.file == "Chapters/06-sample.md")
        #expect(problem.line == 7)
        #expect(problem.message.hasPrefix("diagram 06-map (listing 1): `result -A-B|` is not a lane"))
    }
}
