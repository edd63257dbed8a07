// Your scratch program for chapter 12: type the chapter's examples here,
// change them, break them, and run them with `swift run learn try 12`.
// It builds against step 12's library, `Step12_Schedulers`.

import Step12_Schedulers

let (numbers, input) = Signal<Int, Never>.pipe()
numbers
    .filter { $0 % 2 == 0 }
    .map { $0 * 10 }
    .observeValues { print("value: \($0)") }
for number in 1...4 {
    input.send(value: number)
}
input.sendCompleted()
