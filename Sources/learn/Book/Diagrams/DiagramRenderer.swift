import Foundation

/// Draws a marble diagram's lanes as an SVG image.
///
/// Each lane is a row: its label at the left, then a time axis with an
/// arrow. A value is a labelled circle at its tick (a pill when its label is
/// long), completion a solid bar, failure a cross, interruption a dashed bar
/// under a small `!`; events of one tick stand side by side. A subscription
/// lane shows each start as a band from the tick it began to the tick it
/// ended, capped at both ends, or running out dashed to the arrow while it
/// still runs. The last value lane, the result, is drawn in a colour of its
/// own.
///
/// The image says in words what it shows (`<title>` and a `<desc>` from
/// ``DiagramDescription``), has a transparent background, and takes its
/// colours from a `<style>` with a dark variant for
/// `prefers-color-scheme: dark`. The same lanes always give the same bytes.
struct DiagramRenderer {
    /// The diagram's name, `06-map`.
    let name: String
    let lanes: [Lane]

    /// The SVG document.
    func svg() -> String {
        let layout = DiagramLayout(lanes: lanes)
        let resultIndex = lanes.count(where: { $0.kind == .values }) > 1 ? lanes.lastIndex { $0.kind == .values } : nil
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(number(layout.width))" height="\(number(layout.height))" \
            viewBox="0 0 \(number(layout.width)) \(number(layout.height))" role="img" aria-labelledby="title desc">
            <title id="title">Marble diagram: \(escaped(name))</title>
            <desc id="desc">\(escaped(DiagramDescription.text(of: lanes)))</desc>
            \(DiagramRenderer.style)

            """
        for (index, lane) in lanes.enumerated() {
            svg += self.lane(lane, at: index, isResult: index == resultIndex, layout: layout)
        }
        return svg + "</svg>\n"
    }

    /// One lane: label, axis, and its events or starts.
    private func lane(_ lane: Lane, at index: Int, isResult: Bool, layout: DiagramLayout) -> String {
        let y = layout.centerY(ofLane: index)
        let kind = lane.kind == .values ? "values" : "subscriptions"
        var text = "<g class=\"lane \(kind)\(isResult ? " result" : "")\">\n"
        text += "<text class=\"label\" x=\"\(number(DiagramLayout.padding))\" y=\"\(number(y))\" dy=\"0.35em\">\(escaped(lane.label))</text>\n"
        text += axis(at: y, layout: layout)
        switch lane.kind {
        case .values:
            for placed in layout.placedEvents(of: lane) {
                text += event(placed, at: y)
            }
        case .subscriptions:
            text += spans(of: lane, at: y, layout: layout)
        }
        return text + "</g>\n"
    }

    /// The time axis: a line with an arrow's head, and a small mark at every tick.
    private func axis(at y: Double, layout: DiagramLayout) -> String {
        let end = layout.axisEnd
        var text = "<line class=\"axis\" x1=\"\(number(layout.axisStart))\" y1=\"\(number(y))\" x2=\"\(number(end - 6))\" y2=\"\(number(y))\"/>\n"
        text += "<path class=\"arrow\" d=\"M\(number(end)) \(number(y)) l-10 -5 v10 z\"/>\n"
        for tick in layout.columnStarts.indices {
            let x = number(layout.centerX(ofTick: tick))
            text += "<line class=\"tick\" x1=\"\(x)\" y1=\"\(number(y - 4))\" x2=\"\(x)\" y2=\"\(number(y + 4))\"/>\n"
        }
        return text
    }

    /// A value's circle or pill, or a terminal mark.
    private func event(_ placed: DiagramLayout.PlacedEvent, at y: Double) -> String {
        let x = placed.x
        let r = DiagramLayout.radius
        let top = number(y - r)
        let bottom = number(y + r)
        switch placed.event {
        case .value(let value):
            let shape =
                placed.width > 2 * r
                ? "<rect class=\"marble\" x=\"\(number(x - placed.width / 2))\" y=\"\(top)\" width=\"\(number(placed.width))\" height=\"\(number(2 * r))\" rx=\"\(number(r))\"/>\n"
                : "<circle class=\"marble\" cx=\"\(number(x))\" cy=\"\(number(y))\" r=\"\(number(r))\"/>\n"
            return shape + "<text class=\"value\" x=\"\(number(x))\" y=\"\(number(y))\" dy=\"0.35em\">\(escaped(value))</text>\n"
        case .completed:
            return "<line class=\"completed\" x1=\"\(number(x))\" y1=\"\(top)\" x2=\"\(number(x))\" y2=\"\(bottom)\"/>\n"
        case .failed:
            let d = 7.0
            return "<path class=\"failed\" d=\"M\(number(x - d)) \(number(y - d)) L\(number(x + d)) \(number(y + d)) "
                + "M\(number(x + d)) \(number(y - d)) L\(number(x - d)) \(number(y + d))\"/>\n"
        case .interrupted:
            // A dashed bar under a round "!" badge: neither a bar nor a cross.
            let badge = y - r
            return "<line class=\"interrupted\" x1=\"\(number(x))\" y1=\"\(number(badge + 6))\" x2=\"\(number(x))\" y2=\"\(bottom)\"/>\n"
                + "<circle class=\"interrupted-badge\" cx=\"\(number(x))\" cy=\"\(number(badge))\" r=\"6.5\"/>\n"
                + "<text class=\"interrupted-mark\" x=\"\(number(x))\" y=\"\(number(badge))\" dy=\"0.35em\">!</text>\n"
        case .started, .ended:
            return ""
        }
    }

    /// The starts of a subscription lane, each a band between two caps.
    private func spans(of lane: Lane, at y: Double, layout: DiagramLayout) -> String {
        let placed = layout.placedEvents(of: lane)
        let starts = placed.filter { $0.event == .started }.map(\.x)
        let ends = placed.filter { $0.event == .ended }.map(\.x)
        var text = ""
        for (index, start) in starts.enumerated() {
            if index < ends.count {
                let end = ends[index]
                text += "<rect class=\"span\" x=\"\(number(start))\" y=\"\(number(y - 5))\" width=\"\(number(end - start))\" height=\"10\"/>\n"
                text += cap(at: start, y: y) + cap(at: end, y: y)
            } else {
                // Still running: a band without an end, its edges dashed up to the arrow.
                let end = layout.axisEnd - 12
                text += "<rect class=\"span-fill\" x=\"\(number(start))\" y=\"\(number(y - 5))\" width=\"\(number(end - start))\" height=\"10\"/>\n"
                for edge in [y - 5, y + 5] {
                    text += "<line class=\"span-open\" x1=\"\(number(start))\" y1=\"\(number(edge))\" x2=\"\(number(end))\" y2=\"\(number(edge))\"/>\n"
                }
                text += cap(at: start, y: y)
            }
        }
        return text
    }

    /// The bar at either end of a start.
    private func cap(at x: Double, y: Double) -> String {
        "<line class=\"span-edge\" x1=\"\(number(x))\" y1=\"\(number(y - 11))\" x2=\"\(number(x))\" y2=\"\(number(y + 11))\"/>\n"
    }

    /// The colours, light by default and dark where the reader prefers it;
    /// shapes differ too, so colour is never the only clue.
    static let style = """
        <style>
        text { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 13px; }
        .label { fill: #1f2328; }
        .axis { stroke: #8c959f; stroke-width: 1.5; }
        .arrow { fill: #8c959f; }
        .tick { stroke: #8c959f; stroke-width: 1; }
        .marble { fill: #ddf4ff; stroke: #0969da; stroke-width: 2; }
        .value { fill: #0a3069; font-weight: 600; text-anchor: middle; }
        .result .marble { fill: #fbefff; stroke: #8250df; }
        .result .value { fill: #3e1f79; }
        .completed { stroke: #1f2328; stroke-width: 3; stroke-linecap: round; }
        .failed { stroke: #cf222e; stroke-width: 3; stroke-linecap: round; fill: none; }
        .interrupted { stroke: #bc4c00; stroke-width: 2.5; stroke-dasharray: 3 2; }
        .interrupted-badge { fill: #bc4c00; }
        .interrupted-mark { fill: #ffffff; font-size: 11px; font-weight: 700; text-anchor: middle; }
        .span { fill: #dafbe1; stroke: #1a7f37; stroke-width: 1.5; }
        .span-edge { stroke: #1a7f37; stroke-width: 3; stroke-linecap: round; }
        .span-fill { fill: #dafbe1; }
        .span-open { stroke: #1a7f37; stroke-width: 1.5; stroke-dasharray: 4 3; }
        @media (prefers-color-scheme: dark) {
          .label { fill: #e6edf3; }
          .axis, .tick { stroke: #7d8590; }
          .arrow { fill: #7d8590; }
          .marble { fill: #0c2d6b; stroke: #58a6ff; }
          .value { fill: #cae8ff; }
          .result .marble { fill: #271052; stroke: #a371f7; }
          .result .value { fill: #e2c5ff; }
          .completed { stroke: #e6edf3; }
          .failed { stroke: #ff7b72; }
          .interrupted { stroke: #ffa657; }
          .interrupted-badge { fill: #ffa657; }
          .interrupted-mark { fill: #0d1117; }
          .span { fill: #033a16; stroke: #3fb950; }
          .span-fill { fill: #033a16; }
          .span-edge, .span-open { stroke: #3fb950; }
        }
        </style>
        """

    /// A coordinate, with at most one decimal and no trailing `.0`.
    private func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }

    /// Text made safe inside an XML element or attribute.
    private func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
