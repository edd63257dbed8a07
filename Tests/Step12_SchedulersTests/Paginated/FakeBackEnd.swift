@testable import Step12_Schedulers

/// A paginated API for the tests of ``paginated(initialPage:pageLimit:request:)``:
/// it serves `items`, `pageLimit` at a time, pages numbered from 1, and
/// writes in ``log`` every request it receives and every request cancelled
/// before its response.
///
/// By default it responds during the request's start. Made with
/// `respondsAtOnce: false`, it keeps each request pending until the test
/// calls ``respond()``, as a server on the network would.
final class FakeBackEnd {
    /// A page the back end was told to fail.
    struct PageError: Swift.Error, Equatable {
        let page: Int
    }

    private let items: [String]
    private let failingPage: Int?
    private let respondsAtOnce: Bool
    /// The responses of pending requests, oldest first.
    private var pending: [() -> Void] = []
    private(set) var log: [String] = []

    init(items: [String], failingPage: Int? = nil, respondsAtOnce: Bool = true) {
        self.items = items
        self.failingPage = failingPage
        self.respondsAtOnce = respondsAtOnce
    }

    /// The request of page `page`, `pageLimit` items long: a producer that
    /// sends the page's items as one array and completes, or fails.
    func request(page: Int, pageLimit: Int) -> SignalProducer<[String], PageError> {
        SignalProducer { [unowned self] observer, lifetime in
            log.append("GET page \(page)")
            var isAnswered = false
            let respond = { [unowned self] in
                guard !lifetime.hasEnded else { return }
                isAnswered = true
                if page == failingPage {
                    observer.send(error: PageError(page: page))
                    return
                }
                let start = min((page - 1) * pageLimit, items.count)
                observer.send(value: Array(items[start..<min(start + pageLimit, items.count)]))
                observer.sendCompleted()
            }
            lifetime.observeEnded { [unowned self] in
                if !isAnswered { log.append("cancel page \(page)") }
            }
            if respondsAtOnce {
                respond()
            } else {
                pending.append(respond)
            }
        }
    }

    /// Answers the oldest pending request.
    func respond() {
        pending.removeFirst()()
    }

    /// Writes a line of the test's own into the log, between the requests.
    func note(_ line: String) {
        log.append(line)
    }
}
