@testable import Step12_Schedulers

/// Every item of a paginated API, as one producer: it requests the first
/// page, sends its items, and requests the next page only if this one was
/// full. A short page (or an empty one) is the last; a page that fails
/// fails the whole producer, and no page is requested after it.
///
/// ```swift
/// let items = paginated(initialPage: 1, pageLimit: 2) { page, limit in
///     SignalProducer<[Int], Never>(value: Array((page - 1) * limit + 1...min(page * limit, 5)))
/// }
/// items.collect().startWithValues { print($0) }
/// // prints [1, 2, 3, 4, 5]
/// ```
///
/// Nothing is requested before a start, and each start requests the pages
/// anew. Disposing of a start cancels the request under way, and no page is
/// requested after it.
///
/// - Parameters:
///   - initialPage: The number of the first page to request.
///   - pageLimit: How many items a full page holds.
///   - request: Makes the request of one page, as a producer: it is started
///     only when that page is needed.
func paginated<Item, Failure: Swift.Error>(
    initialPage: Int,
    pageLimit: Int,
    request: @escaping (_ page: Int, _ pageLimit: Int) -> SignalProducer<[Item], Failure>
) -> SignalProducer<Item, Failure> {
    request(initialPage, pageLimit).flatMap(.concat) { items in
        let thisPage = SignalProducer<Item, Failure>(items)
        guard items.count == pageLimit else { return thisPage }
        let nextPages = paginated(initialPage: initialPage + 1, pageLimit: pageLimit, request: request)
        return thisPage.concat(nextPages)
    }
}
