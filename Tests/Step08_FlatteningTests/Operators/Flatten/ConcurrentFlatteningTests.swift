import Testing
@testable import Step08_Flattening

/// `.merge`, `.concat` and `.concurrent(limit:)`: one engine, three limits.
@Suite struct ConcurrentFlatteningTests {
    static let twoInners = ["A": "-1---2---3|", "B": "-4---5---6|"]

    @Test("merge runs every inner at once and sends each value as it comes; concat runs one after the other")
    func mergeAndConcat() {
        #expect(flattened("A-B-|", .merge, inners: Self.twoInners) == "-1-4-2-5-3-6|")
        #expect(flattened("A-B-|", .concat, inners: Self.twoInners) == "-1---2---3-4---5---6|")
        // merge and concat are the two ends of concurrent(limit:).
        #expect(flattened("A-B-|", .concurrent(limit: .max), inners: Self.twoInners) == "-1-4-2-5-3-6|")
        #expect(flattened("A-B-|", .concurrent(limit: 1), inners: Self.twoInners) == "-1---2---3-4---5---6|")
    }

    @Test("concurrent(limit: 2) runs two inners, queues the third, and starts it when one of the two ends")
    func limitOfTwo() {
        let inners = ["A": "-1-|", "B": "--2---|", "C": "-3-|"]
        let flattening = FlatteningScenario(inners: inners)
        #expect(flattening.draw("ABC|", .concurrent(limit: 2)) == "-1-23--|")
        #expect(flattening.log == ["start A@0", "start B@1", "start C@3", "end A@3", "end C@6", "end B@7"])
        #expect(flattened("ABC|", .concurrent(limit: 2), inners: inners) == "-1-23--|")
    }

    @Test("the queue is first in, first out, also once the outer stream has completed")
    func queueOrder() {
        let inners = ["A": "-a--|", "B": "-b|", "C": "-c|", "D": "-d|"]
        let flattening = FlatteningScenario(inners: inners)
        #expect(flattening.draw("(ABCD|)", .concat) == "-a---b-c-d|")
        #expect(flattening.log == [
            "start A@0", "start B@4", "end A@4", "start C@6", "end B@6", "start D@8", "end C@8", "end D@10",
        ])
    }

    @Test("an inner that is interrupted counts as completed: the others go on, the next in the queue starts")
    func innerInterruption() {
        let inners = ["A": "-1!", "B": "---2|", "C": "-3|"]
        #expect(flattened("AB-|", .merge, inners: inners) == "-1--2|")
        #expect(flattened("ABC|", .concat, inners: inners) == "-1---2-3|")
        #expect(flattened("A-|", .merge, inners: ["A": "-1!"]) == "-1|")
    }

    @Test("the result completes only when the outer stream and every inner have completed, in either order")
    func completion() {
        #expect(flattened("A|", .merge, inners: ["A": "-1--|"]) == "-1--|")
        #expect(flattened("A----|", .merge, inners: ["A": "-1|"]) == "-1---|")
        #expect(flattened("A----|", .concat, inners: ["A": "-1|"]) == "-1---|")
        #expect(flattened("--|", .merge, inners: [:]) == "--|")
        #expect(flattened("--|", .concat, inners: [:]) == "--|")
    }

    @Test("a failing inner fails the result at once and interrupts every other inner, running or queued")
    func innerFailure() {
        let inners = ["A": "-1--#", "B": "-2-------|", "C": "-3|"]
        let merging = drawnWithLog("AB|", .merge, inners: inners)
        #expect(merging.drawing == "-12-#")
        // B is interrupted as the result fails; A's own start ends just
        // after, once its failure has reached its observers.
        #expect(merging.log == ["start A@0", "start B@1", "end B@4", "end A@4"])
        let concatenating = drawnWithLog("ABC|", .concat, inners: inners)
        #expect(concatenating.drawing == "-1--#")
        #expect(concatenating.log == ["start A@0", "end A@4"])
    }

    @Test("the outer stream's failure or interruption ends the result at once and interrupts every inner")
    func outerEnds() {
        let inners = ["A": "-1------|", "B": "-2|"]
        let failing = drawnWithLog("A-#", .merge, inners: inners)
        #expect(failing.drawing == "-1#")
        #expect(failing.log == ["start A@0", "end A@2"])
        let interrupted = drawnWithLog("A-!", .concat, inners: inners)
        #expect(interrupted.drawing == "-1!")
        #expect(interrupted.log == ["start A@0", "end A@2"])
    }

    @Test("the outer stream's completion does not dispose of the running inners")
    func outerCompletionKeepsInners() {
        let flattening = drawnWithLog("AB|", .concat, inners: ["A": "-1---|", "B": "-2|"])
        #expect(flattening.drawing == "-1----2|")
        #expect(flattening.log == ["start A@0", "start B@5", "end A@5", "end B@7"])
    }

    @Test("disposing of the result interrupts the outer producer and every running inner, and no queued inner starts")
    func disposal() {
        let inners = ["A": "-1------|", "B": "-2------|", "C": "-3|"]
        let merging = FlatteningScenario(inners: inners)
        #expect(merging.drawProducer("AB--C", .merge, disposingAt: 3) == "-12!")
        #expect(merging.log == ["start O@0", "start A@0", "start B@1", "end A@3", "end B@3", "end O@3"])
        let concatenating = FlatteningScenario(inners: inners)
        #expect(concatenating.drawProducer("ABC", .concat, disposingAt: 3) == "-1-!")
        #expect(concatenating.log == ["start O@0", "start A@0", "end A@3", "end O@3"])
    }
}

@Suite struct FlatteningScenarioTests {
    @Test("the flattening scenario draws the result and logs each start and end with its tick, as its documentation says")
    func documentedExample() {
        let flattening = FlatteningScenario(inners: ["A": "-1|", "B": "-2|"])
        #expect(flattening.draw("A--B|", .merge) == "-1--2|")
        #expect(flattening.log == ["start A@0", "end A@2", "start B@3", "end B@5"])
    }
}
