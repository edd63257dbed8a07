// The tests of exercise 10.7 (stretch), `Exercises/Step10/LoginForm.swift`.
// Check it with `swift run learn check 10.7`.
//
// The login form puts four exercises together: your `MutableProperty`
// (10.1), `map` (10.2), `<~` (10.4) and `&&` (10.5). Do it after those:
// until they pass, these tests fail with them. Each test first checks that
// your `MutableProperty` works, and fails at once, saying so, if it does
// not: a view model built on it could hang or stop the program.
//
// In the diagrams of the fields, each letter is the whole text typed at
// that tick, and `_` an empty text; any letter of the taps' diagram is a
// tap. `isFormValid` is drawn `T` or `F` as a property (its value at tick
// 0, then its changes), a request as its username and password (`ab`).

import Step09_Errors
import Testing
@testable import Step10_Exercises

@Suite("Exercise 10.7 (stretch): the login form, with properties")
struct Exercise10_07 {
    /// Whether `MutableProperty` works; records an issue if not.
    func foundationsWork(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard mutablePropertyWorks() else {
            Issue.record("the login form needs your MutableProperty (exercise 10.1), which does not work yet", sourceLocation: sourceLocation)
            return false
        }
        return true
    }

    /// A view model whose fields are bound to two text fields, and whose
    /// button sends the taps, all played from diagrams in one scenario.
    func viewModel(username: String, password: String, taps: String = "") -> (MarbleScenario, LoginViewModel) {
        let scenario = MarbleScenario()
        func field(_ diagram: String) -> Signal<String, Never> {
            scenario.neverFailingSignal(diagram).map { $0 == "_" ? "" : $0 }
        }
        // The fields first: within a tick, a text typed comes before a tap.
        let usernameField = field(username)
        let passwordField = field(password)
        let viewModel = LoginViewModel(signInTaps: scenario.neverFailingSignal(taps).map { _ in () })
        viewModel.username <~ usernameField
        viewModel.password <~ passwordField
        return (scenario, viewModel)
    }

    @Test("a new form holds empty fields and is not valid; its fields are mutable properties")
    func startsEmpty() {
        guard foundationsWork() else { return }
        let (_, viewModel) = viewModel(username: "", password: "")
        #expect(viewModel.username.value == "")
        #expect(viewModel.password.value == "")
        #expect(viewModel.isFormValid.value == false)
        viewModel.username.value = "ada"
        viewModel.password.value = "secret"
        #expect(viewModel.isFormValid.value == true)
    }

    @Test("isFormValid holds whether both fields are filled in, and changes with either (-a---_-c and --b----- give FFT--F-T: F at tick 0, then one value per change)")
    func validityFollowsFields() {
        guard foundationsWork() else { return }
        let (scenario, viewModel) = viewModel(username: "-a---_-c", password: "--b-----")
        let drawing = scenario.checkedRun(viewModel.isFormValid.producer.map { $0 ? "T" : "F" })
        #expect(drawing == "FFT--F-T")
    }

    @Test("isFormValid is false while either field is empty (--a--- and -_-b-_ give FFFT-F)")
    func emptyFieldIsInvalid() {
        guard foundationsWork() else { return }
        let (scenario, viewModel) = viewModel(username: "--a---", password: "-_-b-_")
        let drawing = scenario.checkedRun(viewModel.isFormValid.producer.map { $0 ? "T" : "F" })
        #expect(drawing == "FFFT-F")
    }

    @Test("a tap sends the credentials typed so far, while the form is valid (taps -x-x-x-x- give ---{ab}-{ab}-{cb}-)")
    func tapsSendCredentials() {
        guard foundationsWork() else { return }
        let (scenario, viewModel) = viewModel(username: "-a-----c-", password: "--b------", taps: "-x-x-x-x-")
        let requests = viewModel.signInRequests.map { $0.username + $0.password }
        #expect(scenario.checkedRun(requests) == "---{ab}-{ab}-{cb}-")
    }

    @Test("a tap while a field is empty sends nothing (-a--_-c-- and taps ---x-x-x- give ---{ab}---{cb}-)")
    func tapWhileInvalid() {
        guard foundationsWork() else { return }
        let (scenario, viewModel) = viewModel(username: "-a--_-c--", password: "--b------", taps: "---x-x-x-")
        let requests = viewModel.signInRequests.map { $0.username + $0.password }
        #expect(scenario.checkedRun(requests) == "---{ab}---{cb}-")
    }

    @Test("the view model goes when nobody holds it, and the bindings into its fields end with it")
    func releasesTheViewModel() {
        guard foundationsWork() else { return }
        let (typed, type) = Signal<String, Never>.pipe()
        let (taps, _) = Signal<(), Never>.pipe()
        weak var released: LoginViewModel?
        var bindingEnded = false
        do {
            let viewModel = LoginViewModel(signInTaps: taps)
            released = viewModel
            viewModel.username <~ typed.on(disposed: { bindingEnded = true })
            type.send(value: "ada")
            #expect(viewModel.username.value == "ada")
            #expect(viewModel.isFormValid.value == false)
        }
        #expect(released == nil)
        #expect(bindingEnded)
    }
}
