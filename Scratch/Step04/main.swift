// Your scratch program for chapter 4: type the chapter's examples here,
// change them, break them, and run them with `swift run learn try 4`.
// It builds against step 4's library, `Step04_Disposables`.

import Step04_Disposables

let (lifetime, token) = Lifetime.make()
lifetime.observeEnded { print("the work is told to stop") }
let composite = CompositeDisposable()
composite += AnyDisposable { print("cancel the request") }
lifetime += composite
print("working")
token.dispose()
