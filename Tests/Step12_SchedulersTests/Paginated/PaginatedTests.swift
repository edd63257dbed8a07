import Testing
@testable import Step12_Schedulers

@Suite struct PaginatedTests {
    /// The pages of `backEnd`, two items a page, from page 1; each item
    /// received is noted in the back end's log, between the requests.
    func items(of backEnd: FakeBackEnd, pageLimit: Int = 2) -> SignalProducer<String, FakeBackEnd.PageError> {
        paginated(initialPage: 1, pageLimit: pageLimit, request: backEnd.request)
            .on(value: { backEnd.note($0) })
    }

    @Test("the documented example collects every item of every page")
    func documentedExample() {
        let items = paginated(initialPage: 1, pageLimit: 2) { page, limit in
            SignalProducer<[Int], Never>(value: Array((page - 1) * limit + 1...min(page * limit, 5)))
        }
        #expect(checkedEvents(of: items.collect()) == [.value([1, 2, 3, 4, 5]), .completed])
    }

    @Test("pages are requested one after the other, each once the page before has been sent, until a short page")
    func requestOrder() {
        let backEnd = FakeBackEnd(items: ["a", "b", "c", "d", "e"])
        #expect(checkedEvents(of: items(of: backEnd)) == ["a", "b", "c", "d", "e"].map { .value($0) } + [.completed])
        #expect(backEnd.log == ["GET page 1", "a", "b", "GET page 2", "c", "d", "GET page 3", "e"])
    }

    @Test("a last page that is full costs one more request, which comes back empty")
    func fullLastPage() {
        let backEnd = FakeBackEnd(items: ["a", "b", "c", "d"])
        #expect(checkedEvents(of: items(of: backEnd)) == ["a", "b", "c", "d"].map { .value($0) } + [.completed])
        #expect(backEnd.log == ["GET page 1", "a", "b", "GET page 2", "c", "d", "GET page 3"])
        let empty = FakeBackEnd(items: [])
        #expect(checkedEvents(of: items(of: empty)) == [.completed])
        #expect(empty.log == ["GET page 1"])
    }

    @Test("nothing is requested before a start, and each start requests the pages anew")
    func laziness() {
        let backEnd = FakeBackEnd(items: ["a", "b", "c"])
        let allItems = items(of: backEnd)
        #expect(backEnd.log == [])
        _ = checkedEvents(of: allItems)
        _ = checkedEvents(of: allItems)
        #expect(backEnd.log.filter { $0.hasPrefix("GET") } == ["GET page 1", "GET page 2", "GET page 1", "GET page 2"])
    }

    @Test("a page that fails fails the stream after the items before it, and no page is requested after it")
    func failure() {
        let backEnd = FakeBackEnd(items: ["a", "b", "c", "d", "e"], failingPage: 2)
        #expect(checkedEvents(of: items(of: backEnd)) == [.value("a"), .value("b"), .failed(FakeBackEnd.PageError(page: 2))])
        #expect(backEnd.log == ["GET page 1", "a", "b", "GET page 2"])
    }

    @Test("disposing of the start cancels the request under way, and no page is requested after it")
    func disposalMidway() {
        let backEnd = FakeBackEnd(items: ["a", "b", "c", "d", "e"], respondsAtOnce: false)
        let checker = ContractChecker<String, FakeBackEnd.PageError>()
        let start = checker.start(items(of: backEnd))
        #expect(backEnd.log == ["GET page 1"])
        backEnd.respond()
        #expect(backEnd.log == ["GET page 1", "a", "b", "GET page 2"])
        start.dispose()
        #expect(backEnd.log == ["GET page 1", "a", "b", "GET page 2", "cancel page 2"])
        #expect(checker.events == [.value("a"), .value("b"), .interrupted])
        expectNoViolations(checker)
    }

    @Test("taking the first three items stops in the middle of page 2: page 3 is never requested")
    func takeFirstItems() {
        let backEnd = FakeBackEnd(items: ["a", "b", "c", "d", "e", "f", "g"])
        #expect(checkedEvents(of: items(of: backEnd).take(first: 3)) == [.value("a"), .value("b"), .value("c"), .completed])
        #expect(backEnd.log == ["GET page 1", "a", "b", "GET page 2", "c"])
    }

    @Test("a page limit of one requests a page per item, and an initial page skips the pages before it")
    func limitsAndInitialPage() {
        let backEnd = FakeBackEnd(items: ["a", "b", "c", "d", "e"])
        let fromPage2 = paginated(initialPage: 2, pageLimit: 2, request: backEnd.request)
        #expect(checkedEvents(of: fromPage2) == ["c", "d", "e"].map { .value($0) } + [.completed])
        #expect(backEnd.log == ["GET page 2", "GET page 3"])
        let onePerPage = FakeBackEnd(items: ["a", "b"])
        #expect(checkedEvents(of: paginated(initialPage: 1, pageLimit: 1, request: onePerPage.request)).count == 3)
        #expect(onePerPage.log == ["GET page 1", "GET page 2", "GET page 3"])
    }
}
