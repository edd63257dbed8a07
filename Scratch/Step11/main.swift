// Your scratch program for chapter 11: type the chapter's examples here,
// change them, break them, and run them with `swift run learn try 11`.
// It builds against step 11's library, `Step11_Multicasting`.

import Step11_Multicasting

let (numbers, input) = Signal<Int, Never>.pipe()
numbers
    .filter { $0 % 2 == 0 }
    .map { $0 * 10 }
    .observeValues { print("value: \($0)") }
for number in 1...4 {
    input.send(value: number)
}
input.sendCompleted()
