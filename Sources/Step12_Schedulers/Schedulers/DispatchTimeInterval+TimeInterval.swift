import Foundation

extension DispatchTimeInterval {
    /// The interval in seconds, as `Date` arithmetic wants it; `.never` is
    /// infinitely long.
    var timeInterval: TimeInterval {
        switch self {
        case .seconds(let seconds): TimeInterval(seconds)
        case .milliseconds(let milliseconds): TimeInterval(milliseconds) / 1_000
        case .microseconds(let microseconds): TimeInterval(microseconds) / 1_000_000
        case .nanoseconds(let nanoseconds): TimeInterval(nanoseconds) / 1_000_000_000
        case .never: .infinity
        @unknown default: .infinity
        }
    }
}

extension TimeInterval {
    /// The interval as a `DispatchTimeInterval`, to the nanosecond; an
    /// interval too long for one is `.never`.
    var dispatchTimeInterval: DispatchTimeInterval {
        let nanoseconds = (self * 1_000_000_000).rounded()
        guard nanoseconds.isFinite, abs(nanoseconds) < Double(Int.max) else { return .never }
        return .nanoseconds(Int(nanoseconds))
    }
}
