// Your scratch program for chapter 1: type the chapter's examples here,
// change them, break them, and run them with `swift run learn try 1`.
// It builds against step 1's library, `Step01_Event`.

import Step01_Event

let events: [Event<Int, Never>] = [.value(1), .value(2), .completed]
for event in events {
    print(event, event.isTerminating)
}
