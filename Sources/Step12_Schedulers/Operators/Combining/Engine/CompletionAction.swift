/// What a state machine asks for when one of its inputs ends: nothing, or
/// the completion of the signal it makes.
///
/// Every operator with state answers this question at some point
/// (combineLatest when an input completes, sample when the receiver or the
/// sampler does, every flatten strategy when the outer stream does), and
/// every owner of such a machine does the same with the answer, once its
/// lock is released: ``Signal/Observer/perform(_:)``.
@usableFromInline
enum CompletionAction {
    /// Nothing: the signal goes on.
    case none
    /// Complete the signal.
    case complete
}

extension Signal.Observer {
    /// Does what a state machine asked for: completes if `action` says so.
    /// Called with no lock held, as every send is.
    @inlinable
    func perform(_ action: CompletionAction) {
        if case .complete = action {
            sendCompleted()
        }
    }
}
