import Testing
@testable import Step12_Schedulers

@Suite struct FilterTests {
    @Test("filter sends only the values that pass, and every terminal event")
    func filterKeepsPassingValues() {
        #expect(MarbleScenario.run("-a-b-c-d|") { $0.filter { $0 != "b" && $0 != "c" } } == "-a-----d|")
        #expect(MarbleScenario.run("-a-b#") { $0.filter { $0 == "a" } } == "-a--#")
        #expect(MarbleScenario.run("-a-b!") { $0.filter { _ in false } } == "----!")
    }

    @Test("a filtered producer filters every start")
    func filterOnProducers() {
        let evens = SignalProducer<Int, Never>(1...6).filter { $0.isMultiple(of: 2) }
        #expect(checkedEvents(of: evens) == [.value(2), .value(4), .value(6), .completed])
        #expect(checkedEvents(of: evens) == [.value(2), .value(4), .value(6), .completed])
    }
}
