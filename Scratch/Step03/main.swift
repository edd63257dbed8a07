// Your scratch program for chapter 3: type the chapter's examples here,
// change them, break them, and run them with `swift run learn try 3`.
// It builds against step 3's library, `Step03_Future`.

import Step03_Future

let greeting = Future<String, Never> { completion in
    print("working")
    completion(.success("hello"))
}
print("nothing has run yet")
greeting.map { $0.uppercased() }.start { print($0) }
