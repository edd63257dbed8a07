/// Something a binding can read values from: a signal, a producer or a
/// property, that never fails.
///
/// A binding (`target <~ source`) runs for as long as both sides live, and
/// has nowhere to send a failure: a source that may fail must say what
/// becomes of its errors first (`flatMapError`, `ignoreErrors` in
/// ReactiveSwift's wider library).
public protocol BindingSource<Value>: SignalProducerConvertible where Error == Never {}

extension Signal: BindingSource where Error == Never {}
extension SignalProducer: BindingSource where Error == Never {}
