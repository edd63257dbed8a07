// Exercise 7.7 (stretch): the login form.
//
// The ReactiveCocoa book ends its chapter on operators with a login form:
// two text fields, each mapped to whether it is filled in, combined into
// one signal that says whether the form may be sent. Here it is again,
// built from your operators of this chapter, with a sign-in button added:
// a tap sends the credentials typed so far, if the form is valid.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Step06_Transforming

/// What a sign-in request carries.
public struct Credentials: Equatable, Sendable {
    public let username: String
    public let password: String

    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }
}

/// The streams behind a login screen: whether the form is valid, and the
/// sign-in requests its button makes.
public struct LoginForm {
    /// Whether both fields are filled in: a value each time either field
    /// changes, once both have sent a text. It completes when both fields
    /// have completed.
    public let isFormValid: Signal<Bool, Never>

    /// The credentials typed so far, each time the sign-in button is tapped
    /// while both fields are filled in. Taps before both fields have sent a
    /// text, or while one is empty, send nothing.
    public let signInRequests: Signal<Credentials, Never>

    /// Builds the form's streams from the fields' texts and the button's
    /// taps.
    ///
    /// ```swift
    /// let (username, typeUsername) = Signal<String, Never>.pipe()
    /// let (password, typePassword) = Signal<String, Never>.pipe()
    /// let (taps, tap) = Signal<(), Never>.pipe()
    /// let form = LoginForm(username: username, password: password, signInTaps: taps)
    /// form.isFormValid.observeValues { print("valid: \($0)") }
    /// form.signInRequests.observeValues { print("sign in as \($0.username)") }
    /// typeUsername.send(value: "ada")
    /// typePassword.send(value: "")
    /// typePassword.send(value: "secret")
    /// tap.send(value: ())
    /// // prints valid: false
    /// // prints valid: true
    /// // prints sign in as ada
    /// ```
    public init(username: Signal<String, Never>, password: Signal<String, Never>, signInTaps: Signal<(), Never>) {
        // TODO: `isFormValid`: once both fields have sent a text, whether
        // both are filled in (the book's two validations), at every change.
        isFormValid = Signal { _, _ in }
        // TODO: `signInRequests`: at each tap, the credentials typed so far,
        // if both fields are filled in; nothing for a tap before that.
        signInRequests = Signal { _, _ in }
    }
}
