// The tests of exercise 7.7 (stretch), `Exercises/Step07/LoginForm.swift`.
// Check it with `swift run learn check 7.7`. In the diagrams of the fields,
// each letter is the whole text of the field at that tick, and `_` an empty
// text; any letter of the taps' diagram is a tap. `isFormValid` is drawn
// `T` or `F`, a request as its username and password (`ab`), or the symbol
// the test gives it.

import Step06_Transforming
import Testing
@testable import Step07_Exercises

@Suite("Exercise 7.7 (stretch): the login form")
struct Exercise07_07 {
    /// Builds a form from three diagrams, in one scenario.
    func form(username: String, password: String, taps: String = "") -> (MarbleScenario, LoginForm) {
        let scenario = MarbleScenario()
        func field(_ diagram: String) -> Signal<String, Never> {
            scenario.neverFailingSignal(diagram).map { $0 == "_" ? "" : $0 }
        }
        let form = LoginForm(
            username: field(username),
            password: field(password),
            signInTaps: trigger(scenario, taps)
        )
        return (scenario, form)
    }

    let validity: [String: Character] = ["true": "T", "false": "F"]

    @Test("isFormValid answers once both fields have a text, then at every change of either")
    func validityFollowsFields() {
        let (scenario, form) = form(username: "-a---_-c", password: "--b-----")
        #expect(scenario.checkedRun(form.isFormValid, symbols: validity) == "--T--F-T")
    }

    @Test("isFormValid is false while either field is empty")
    func emptyFieldIsInvalid() {
        let (scenario, form) = form(username: "-a----", password: "_--b-_")
        #expect(scenario.checkedRun(form.isFormValid, symbols: validity) == "-F-T-F")
    }

    @Test("isFormValid completes once both fields have completed")
    func validityCompletes() {
        let (scenario, form) = form(username: "-a|", password: "--b--|")
        #expect(scenario.checkedRun(form.isFormValid, symbols: validity) == "--T--|")
    }

    @Test("a tap sends the credentials typed so far; a tap before both fields have a text sends nothing")
    func tapsSendCredentials() {
        let (scenario, form) = form(username: "-a-----c-", password: "--b------", taps: "-x-x-x-x-")
        let requests = form.signInRequests.map { $0.username + $0.password }
        #expect(scenario.checkedRun(requests) == "---{ab}-{ab}-{cb}-")
    }

    @Test("a tap while a field is empty sends nothing")
    func tapWhileInvalid() {
        let (scenario, form) = form(username: "-a--_-c--", password: "--b------", taps: "---x-x-x-")
        let requests = form.signInRequests.map { $0.username + $0.password }
        #expect(scenario.checkedRun(requests) == "---{ab}---{cb}-")
    }
}
