// Exercise 10.7 (stretch): the login form, with properties.
//
// Chapter 7 built the ReactiveCocoa book's login form from signals, and
// needed `withLatest(from:)` to know the texts at a tap. With properties,
// the view model holds the fields' texts as values it can read at any
// moment; the text fields are bound into them with `<~`, and the form is
// valid when both are filled in, with the book's `&&`.
//
// `Credentials` and the shape of `LoginViewModel` are given; write its
// `init(signInTaps:)`. The placeholders below compile, so the tests can run
// and show you what they expected. Replace them.

import Step09_Errors

/// What a sign-in request carries.
public struct Credentials: Equatable, Sendable {
    /// The user's name.
    public let username: String
    /// The user's password.
    public let password: String

    /// Credentials made of a name and a password.
    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }
}

/// The state behind a login screen: the fields' texts, whether the form is
/// valid, and the sign-in requests its button makes.
public final class LoginViewModel {
    /// The username typed so far: bind the text field into it with `<~`.
    public let username = MutableProperty("")
    /// The password typed so far.
    public let password = MutableProperty("")

    /// Whether both fields are filled in, always; it changes whenever
    /// either field does.
    public let isFormValid: Property<Bool>

    /// The credentials typed so far, at each tap of the sign-in button,
    /// while the form is valid; nothing for a tap while it is not.
    public let signInRequests: Signal<Credentials, Never>

    /// A view model whose sign-in button sends `signInTaps`.
    ///
    /// ```swift
    /// let (taps, tap) = Signal<(), Never>.pipe()
    /// let form = LoginViewModel(signInTaps: taps)
    /// form.signInRequests.observeValues { print("sign in as \($0.username)") }
    /// form.username <~ usernameField
    /// form.password.value = "secret"
    /// tap.send(value: ())
    /// ```
    public init(signInTaps: Signal<(), Never>) {
        // TODO: whether both fields are filled in, with your `map` (10.2)
        // and `&&` (10.5).
        isFormValid = Property(value: false)
        // TODO: at each tap, the credentials, if the form is valid.
        signInRequests = .never
    }

    /// Whether a field's text is filled in.
    static func isFilled(_ text: String) -> Bool {
        !text.isEmpty
    }
}
