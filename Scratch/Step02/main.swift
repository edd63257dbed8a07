// Your scratch program for chapter 2: type the chapter's examples here,
// change them, break them, and run them with `swift run learn try 2`.
// It builds against step 2's library, `Step02_Signal`.

import Step02_Signal

let (output, input) = Signal<String, Never>.pipe()
output.observeValues { print("early observer saw \($0)") }
input.send(value: "a")
output.observeValues { print("late observer saw \($0)") }
input.send(value: "b")
input.sendCompleted()
