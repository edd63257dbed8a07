import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import learn

@Suite struct DiagramRendererTests {
    static func lanes(_ lines: String...) -> [Lane] {
        (try? LaneReader.lanes(from: lines).get()) ?? []
    }

    static let map = lanes("letters                   -a-b-c|", "map { $0.uppercased() }   -A-B-C|")

    /// The values of an attribute on every element with this start, in order.
    static func attribute(_ name: String, of element: String, in svg: String) -> [String] {
        svg.components(separatedBy: "\n").filter { $0.hasPrefix(element) }.compactMap { line in
            guard let start = line.range(of: " \(name)=\"") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
    }

    @Test("the title names the diagram and the description says each lane in words")
    func titleAndDescription() {
        let svg = DiagramRenderer(name: "06-map", lanes: DiagramRendererTests.map).svg()
        #expect(svg.contains("<title id=\"title\">Marble diagram: 06-map</title>"))
        #expect(
            svg.contains(
                "<desc id=\"desc\">letters sends a at tick 1, b at tick 3, c at tick 5, then completes at tick 6. "
                    + "map { $0.uppercased() } sends A at tick 1, B at tick 3, C at tick 5, then completes at tick 6.</desc>"
            )
        )
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("aria-labelledby=\"title desc\""))
    }

    @Test("the description says failures, interruptions, silence and starts in words")
    func descriptionOfEveryKind() {
        let lanes = DiagramRendererTests.lanes("a  -x#", "b  --!", "c  ---", "d  -x-", "e  -^-!-(^!)-^")
        #expect(
            DiagramDescription.text(of: lanes)
                == "a sends x at tick 1, then fails at tick 2. b sends no value and is interrupted at tick 2. "
                + "c sends nothing up to tick 2. d sends x at tick 1, and is still running at tick 2. "
                + "e: a start runs from tick 1 to tick 3, another begins and ends at tick 5, another runs from tick 7 on, still running."
        )
    }

    @Test("each value is one circle at its tick's centre, the same column in every lane")
    func circlesAtTheirTicks() {
        let svg = DiagramRenderer(name: "06-map", lanes: DiagramRendererTests.map).svg()
        let axisStart = DiagramLayout.padding + Double("map { $0.uppercased() }".count) * DiagramLayout.characterWidth + DiagramLayout.labelGap
        let expected = [1, 3, 5].map { tick in axisStart + DiagramLayout.tickWidth * (Double(tick) + 0.5) }
        let xs = DiagramRendererTests.attribute("cx", of: "<circle class=\"marble\"", in: svg).compactMap(Double.init)
        #expect(xs == expected + expected)
        #expect(svg.components(separatedBy: "<text class=\"value\"").count - 1 == 6)
    }

    @Test("a long value is a pill, wider than a circle")
    func longValueIsAPill() {
        let svg = DiagramRenderer(name: "06-x", lanes: DiagramRendererTests.lanes("x  -{hello}|")).svg()
        #expect(DiagramRendererTests.attribute("cx", of: "<circle class=\"marble\"", in: svg).isEmpty)
        let widths = DiagramRendererTests.attribute("width", of: "<rect class=\"marble\"", in: svg).compactMap(Double.init)
        #expect(widths.count == 1)
        #expect(widths.allSatisfy { $0 > 2 * DiagramLayout.radius })
        #expect(svg.contains(">hello</text>"))
    }

    @Test("completion, failure and interruption are three different marks")
    func terminalMarksDiffer() {
        let completed = DiagramRenderer(name: "06-x", lanes: DiagramRendererTests.lanes("x  -a|")).svg()
        let failed = DiagramRenderer(name: "06-x", lanes: DiagramRendererTests.lanes("x  -a#")).svg()
        let interrupted = DiagramRenderer(name: "06-x", lanes: DiagramRendererTests.lanes("x  -a!")).svg()
        #expect(completed.contains("<line class=\"completed\""))
        #expect(failed.contains("<path class=\"failed\""))
        #expect(interrupted.contains("<line class=\"interrupted\""))
        #expect(interrupted.contains("<circle class=\"interrupted-badge\""))
        let marks = [completed, failed, interrupted].map { svg in
            svg.components(separatedBy: "\n").filter { !$0.contains("class=\"marble\"") && !$0.contains("class=\"value\"") && $0.hasPrefix("<") && !$0.hasPrefix("<line class=\"tick\"") }
        }
        #expect(marks[0] != marks[1] && marks[1] != marks[2] && marks[0] != marks[2])
        #expect(!failed.contains("class=\"completed\"") && !interrupted.contains("class=\"completed\""))
        #expect(!interrupted.contains("class=\"failed\""))
    }

    @Test("events of one tick stand side by side, in order, and widen their column in every lane")
    func sameTickSideBySide() {
        let lanes = DiagramRendererTests.lanes("in   -a-b-c|", "out  -a-(b|)")
        let layout = DiagramLayout(lanes: lanes)
        let grouped = layout.placedEvents(of: lanes[1]).filter { $0.tick == 3 }
        #expect(grouped.map(\.event) == [.value("b"), .completed])
        #expect(grouped[0].x < grouped[1].x)
        #expect(grouped[1].x - grouped[0].x >= DiagramLayout.radius + DiagramLayout.markWidth / 2)
        #expect(layout.columnWidths[3] > DiagramLayout.tickWidth)
        #expect(layout.placedEvents(of: lanes[0]).first { $0.tick == 3 }?.x == layout.centerX(ofTick: 3))
    }

    @Test("a subscription lane draws a capped band per ended start, and an open one for a start still running")
    func subscriptionSpans() {
        let svg = DiagramRenderer(name: "08-x", lanes: DiagramRendererTests.lanes("outer  -a-b|", "inner  -^-!-^")).svg()
        #expect(svg.components(separatedBy: "<rect class=\"span\"").count - 1 == 1)
        #expect(svg.components(separatedBy: "<rect class=\"span-fill\"").count - 1 == 1)
        #expect(svg.components(separatedBy: "<line class=\"span-edge\"").count - 1 == 3)
        #expect(svg.contains("<g class=\"lane subscriptions\">"))
    }

    @Test("the last value lane is the result, drawn in its own colour")
    func resultLane() {
        let svg = DiagramRenderer(name: "06-map", lanes: DiagramRendererTests.map).svg()
        #expect(svg.contains("<g class=\"lane values\">"))
        #expect(svg.contains("<g class=\"lane values result\">"))
    }

    @Test("labels and values are escaped for XML")
    func escapes() throws {
        let svg = DiagramRenderer(name: "06-x", lanes: DiagramRendererTests.lanes("a < b & \"c\"  -{<&>}|")).svg()
        #expect(svg.contains(">a &lt; b &amp; &quot;c&quot;</text>"))
        #expect(svg.contains(">&lt;&amp;&gt;</text>"))
        #expect(!svg.contains("a < b"))
        #expect(try XMLDocument(xmlString: svg).rootElement()?.name == "svg")
    }

    @Test("light and dark colours come from a style, over a transparent background")
    func themes() {
        let svg = DiagramRenderer(name: "06-map", lanes: DiagramRendererTests.map).svg()
        #expect(svg.contains("<style>"))
        #expect(svg.contains("@media (prefers-color-scheme: dark)"))
        #expect(!svg.contains("<rect class=\"background\"") && !svg.contains("fill=\"#"))
    }

    @Test("the same lanes give the same bytes, and different lanes different ones")
    func deterministic() {
        let first = DiagramRenderer(name: "06-map", lanes: DiagramRendererTests.map).svg()
        let second = DiagramRenderer(name: "06-map", lanes: DiagramRendererTests.lanes("letters                   -a-b-c|", "map { $0.uppercased() }   -A-B-C|")).svg()
        #expect(first == second)
        #expect(first != DiagramRenderer(name: "06-map", lanes: DiagramRendererTests.lanes("letters  -a-b-c|", "map  -A-B-C-|")).svg())
    }
}
