import Foundation
import Testing
@testable import learn

@Suite struct ChapterArticleTests {
    static let chapters = [
        ChapterText(path: "Chapters/00-introduction.md", text: "# Introduction\n\nHello.\n"),
        ChapterText(path: "Chapters/05-signal-producer.md", text: "# Chapter 5: SignalProducer\n\n## The design: one `start`, many runs\n"),
        ChapterText(path: "Chapters/06-transforming.md", text: "# Chapter 6: Transforming\n\n## Arrays have `map`\n"),
    ]
    static let context = ChapterArticle.Context(
        chapters: chapters, landingChapter: "Chapters/00-introduction.md", moduleName: "Step12_Schedulers",
        hasSymbol: { SymbolIndex(paths: ["Signal", "Signal/map(_:)", "Signal/take(first:)"]).contains($0, module: "Step12_Schedulers") }
    )

    func article(_ text: String) -> ChapterArticle {
        ChapterArticle(chapter: ChapterText(path: "Chapters/06-transforming.md", text: text), context: ChapterArticleTests.context)
    }

    @Test("a link to another chapter becomes a DocC link with the same text, its GitHub anchor DocC's")
    func chapterLinks() {
        #expect(
            article("See [chapter 5](05-signal-producer.md#the-design-one-start-many-runs).").text
                == "See [chapter 5](<doc:05-signal-producer#The-design-one-start-many-runs>)."
        )
        #expect(article("[back](../Chapters/05-signal-producer.md)").text == "[back](<doc:05-signal-producer>)")
        #expect(article("[above](#arrays-have-map)").text == "[above](<doc:06-transforming#Arrays-have-map>)")
        // A chapter that does not exist stays a DocC link, for DocC to report.
        #expect(article("[next](13-none.md)").text == "[next](<doc:13-none>)")
    }

    @Test("a code span naming exactly one symbol links to its page; overloaded names, headings and link texts stay code")
    func codeSpansLinkToSymbols() {
        let context = ChapterArticle.Context(
            chapters: ChapterArticleTests.chapters, landingChapter: "Chapters/00-introduction.md",
            moduleName: "Step12_Schedulers", hasSymbol: { _ in true },
            hasOneSymbol: { ["Signal", "Signal/Observer", "MutableProperty/value"].contains($0) }
        )
        func article(_ text: String) -> String {
            ChapterArticle(chapter: ChapterText(path: "Chapters/06-transforming.md", text: text), context: context).text
        }
        #expect(article("A `Signal` and its `Signal.Observer`.") == "A ``Signal`` and its ``Signal/Observer``.")
        #expect(article("Set `MutableProperty.value`, then `map`.") == "Set ``MutableProperty/value``, then `map`.")
        // Not one symbol (overloaded or absent), not a name, a heading, a link's text: unchanged.
        #expect(article("`Signal.map` and `Future` and `Signal<Int, Never>`") == "`Signal.map` and `Future` and `Signal<Int, Never>`")
        #expect(article("# About `Signal`\n\n## The `Signal`") == "# About Signal\n\n## The Signal")
        #expect(article("[`Signal`](05-signal-producer.md)") == "[`Signal`](<doc:05-signal-producer>)")
    }

    @Test("a link to the introduction leads to the landing page, the module's page")
    func introductionLink() {
        #expect(article("[the introduction](00-introduction.md)").text == "[the introduction](<doc:Step12_Schedulers>)")
    }

    @Test("a link to another file of the repository keeps its text only; a web link stays")
    func repositoryLinks() {
        #expect(
            article("- Source: [`Map.swift`](../Sources/Step06_Transforming/Map.swift), [tests](../Tests/X/)").text
                == "- Source: `Map.swift`, tests"
        )
        #expect(article("[ReactiveSwift](https://github.com/ReactiveCocoa/ReactiveSwift)").text == "[ReactiveSwift](https://github.com/ReactiveCocoa/ReactiveSwift)")
    }

    @Test("a diagram becomes a resource of the catalog, named by its file; other images stay")
    func images() {
        let rewritten = article("![map: letters in upper case](Diagrams/06-map.svg)\n![logo](../logo.png)")
        #expect(rewritten.text == "![map: letters in upper case](06-map.svg)\n![logo](../logo.png)")
        #expect(rewritten.images == ["Chapters/Diagrams/06-map.svg"])
    }

    @Test("links inside code spans and code blocks stay as they are")
    func codeIsLeftAlone() {
        let text = "Write `[a](05-signal-producer.md)` as is.\n```swift\nlet x = \"[a](05-signal-producer.md)\" // ``Nothing``\n```"
        #expect(article(text).text == text)
    }

    @Test("a symbol link the newest step has stays; one it lacks becomes code, and is listed")
    func symbolLinks() {
        let rewritten = article("# T\n\nUse ``Signal/map(_:)-((Value)->U)`` and ``Step12_Schedulers/Signal``, not ``NaivePushSignal``; `plain` stays.")
        #expect(rewritten.text == "# T\n\nUse ``Signal/map(_:)-((Value)->U)`` and ``Step12_Schedulers/Signal``, not `NaivePushSignal`; `plain` stays.")
        #expect(rewritten.symbolsWrittenAsCode.map(\.symbol) == ["NaivePushSignal"])
        #expect(rewritten.symbolsWrittenAsCode.map(\.line) == [3])
    }

    @Test("headings lose their backticks, a second title becomes a section, and lines keep their numbers")
    func headings() {
        let rewritten = article("# Chapter 6: Transforming\n\n## Arrays have `map`\n\n# Appendix\n")
        #expect(rewritten.text == "# Chapter 6: Transforming\n\n## Arrays have map\n\n## Appendix\n")
    }

    @Test("DocC's anchor of a heading: its words, letters and digits only, joined by dashes")
    func anchors() {
        #expect(ChapterArticle.doccAnchor(forHeading: "Value by value: `map`, `filter`, `compactMap`") == "Value-by-value-map-filter-compactMap")
        #expect(ChapterArticle.doccAnchor(forHeading: "The design — one engine") == "The-design-one-engine")
    }

    @Test("the landing page is the introduction under the module's symbol link, with the chapters in order")
    func landingPage() {
        let page = BookCatalog.landingPage("# Introduction\n\nHello.\n", moduleName: "Step12_Schedulers", chapterNames: ["01-event", "02-signal"])
        let lines = page.components(separatedBy: "\n")
        #expect(lines[0] == "# ``Step12_Schedulers``")
        #expect(lines[2] == "Hello.")
        #expect(page.contains("## Topics\n\n### Chapters\n\n- <doc:01-event>\n- <doc:02-signal>\n"))
        #expect(page.contains("@DisplayName(\"Build Your Own FRP\")"))
    }
}

@Suite struct SymbolIndexTests {
    @Test("DocC's disambiguation is dropped from each component of a symbol link")
    func undisambiguated() {
        #expect(SymbolIndex.undisambiguated("Signal/flatten(_:)-(FlattenStrategy)") == "Signal/flatten(_:)")
        #expect(SymbolIndex.undisambiguated("Signal-swift.class/map(_:)-6zykh") == "Signal/map(_:)")
        #expect(SymbolIndex.undisambiguated("Signal/Event") == "Signal/Event")
    }

    @Test("the paths of a symbol graph's symbols")
    func readsGraph() throws {
        let json = #"{"symbols":[{"pathComponents":["Signal","map(_:)"]},{"pathComponents":["Signal"]}]}"#
        #expect(try SymbolIndex.paths(inSymbolGraph: Data(json.utf8)) == ["Signal/map(_:)", "Signal"])
    }
}

@Suite struct DoccDiagnosticTests {
    @Test("DocC's diagnostics file gives each warning's summary, file and line")
    func reads() throws {
        let json = #"""
            {"diagnostics":[{"severity":"warning","summary":"'pipe()' doesn't exist at '/M/Signal'",
             "source":"file:///r/Sources/M/Signal.swift","range":{"start":{"line":7,"column":5},"end":{"line":7,"column":9}},
             "solutions":[],"notes":[]},{"severity":"note","summary":"fyi"}],"version":{"major":1,"minor":0,"patch":0}}
            """#
        let diagnostics = try DoccDiagnostic.read(Data(json.utf8))
        #expect(diagnostics == [
            DoccDiagnostic(severity: "warning", summary: "'pipe()' doesn't exist at '/M/Signal'", file: "/r/Sources/M/Signal.swift", line: 7),
            DoccDiagnostic(severity: "note", summary: "fyi", file: nil, line: nil),
        ])
        #expect(diagnostics.map(\.isProblem) == [true, false])
    }
}

@Suite struct RenderedPageTests {
    static let dom = """
        <html><body><div id="app"><h1 data-v-1="" class="title">
          Chapter 6: <code>map</code> &amp; friends
        </h1>
        <img decoding="async" loading="lazy" alt="a" src="/images/M/06-map.svg" width="200">
        <a href="/documentation/m/05-signal-producer#The-design">x</a>
        <a href="/documentation/m/05-signal-producer">y</a> <a href="https://swift.org">z</a>
        </div></body></html>
        """

    @Test("the title, images and links to other pages of a rendered page")
    func readsDOM() {
        let page = RenderedPage(dom: RenderedPageTests.dom)
        #expect(page.title == "Chapter 6: map & friends")
        #expect(!page.isNotFound)
        #expect(page.imageSources == ["/images/M/06-map.svg"])
        #expect(page.pageLinks == ["/documentation/m/05-signal-producer"])
    }

    @Test("a page DocC has not rendered has no title")
    func blankPage() {
        let page = RenderedPage(dom: #"<html><body><noscript><h1 class="noscript-title">This page requires JavaScript.</h1></noscript><div id="app"></div></body></html>"#)
        #expect(page.title == nil)
    }

    @Test("console messages are read from Chromium's log, and failed requests from the server's")
    func logs() {
        let log = """
            [1:1:1126/172304.8:ERROR:dbus/bus.cc:405] Failed to connect to the bus
            [2:2:1126/172325.1:INFO:CONSOLE:1] "Uncaught ReferenceError: f is not defined", source: http://127.0.0.1:1/x (1)
            """
        #expect(RenderedPage.consoleMessages(inBrowserLog: log) == [#""Uncaught ReferenceError: f is not defined", source: http://127.0.0.1:1/x (1)"#])
        let server = [
            #"127.0.0.1 - - [26/Nov/2026 17:23:06] "GET /js/index.js HTTP/1.1" 200 -"#,
            "127.0.0.1 - - [26/Nov/2026 17:23:06] code 404, message File not found",
            #"127.0.0.1 - - [26/Nov/2026 17:23:06] "GET /images/M/06-map.svg HTTP/1.1" 404 -"#,
        ]
        #expect(RenderedPage.failedRequests(inServerLog: server) == ["404 /images/M/06-map.svg"])
    }
}
