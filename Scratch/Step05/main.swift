// Your scratch program for chapter 5: type the chapter's examples here,
// change them, break them, and run them with `swift run learn try 5`.
// It builds against step 5's library, `Step05_SignalProducer`.

import Step05_SignalProducer

let producer = SignalProducer<Int, Never> { observer, _ in
    print("started")
    observer.send(value: 1)
    observer.sendCompleted()
}
print("nothing has happened yet")
producer.startWithValues { print("value: \($0)") }
producer.startWithValues { print("again: \($0)") }
