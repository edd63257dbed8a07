/// Where everything of a marble diagram goes: the geometry
/// ``DiagramRenderer`` draws, in SVG user units (pixels).
///
/// Lanes are rows, ticks are columns shared by every lane, so that events of
/// the same tick line up. A column is ``tickWidth`` wide, or wider when a
/// tick holds several events or a long value: events of one tick stand side
/// by side, centred on the tick, in the order they were sent.
///
/// ```text
/// | label column | gap | tick 0 | tick 1 | tick 2 | ... | arrow |
/// ```
struct DiagramLayout: Sendable {
    /// One event placed: its lane, its tick, its centre and its width.
    struct PlacedEvent: Sendable, Equatable {
        let event: Lane.Event
        let tick: Int
        let x: Double
        let width: Double
    }

    static let padding = 16.0
    /// The width of one character at the diagram's font size (13 px, monospace).
    static let characterWidth = 7.8
    /// Between the label column and the time axis.
    static let labelGap = 24.0
    static let laneHeight = 52.0
    /// The narrowest a tick's column is.
    static let tickWidth = 40.0
    /// The radius of a one-character value's circle.
    static let radius = 14.0
    /// The width taken by a terminal mark or the end of a subscription.
    static let markWidth = 12.0
    /// Between two events of one tick.
    static let eventGap = 4.0
    /// Past the last tick, for the arrow's head.
    static let arrowRoom = 28.0

    let lanes: [Lane]
    /// Where the time axis starts.
    let axisStart: Double
    /// The left edge of each tick's column.
    let columnStarts: [Double]
    /// The width of each tick's column.
    let columnWidths: [Double]

    /// Lays out the lanes.
    init(lanes: [Lane]) {
        self.lanes = lanes
        let longestLabel = lanes.map(\.label.count).max() ?? 0
        axisStart = DiagramLayout.padding + Double(longestLabel) * DiagramLayout.characterWidth + DiagramLayout.labelGap
        let tickCount = lanes.map(\.ticks.count).max() ?? 0
        columnWidths = (0..<tickCount).map { tick in
            let needed = lanes.map { lane in
                tick < lane.ticks.count ? DiagramLayout.width(of: lane.ticks[tick]) + 2 * DiagramLayout.eventGap : 0
            }
            return max(DiagramLayout.tickWidth, needed.max() ?? 0)
        }
        var starts: [Double] = []
        var x = axisStart
        for width in columnWidths {
            starts.append(x)
            x += width
        }
        columnStarts = starts
    }

    /// Where the time axis ends, at the arrow's point.
    var axisEnd: Double { (columnStarts.last ?? axisStart) + (columnWidths.last ?? 0) + DiagramLayout.arrowRoom }

    /// The whole image's width.
    var width: Double { axisEnd + DiagramLayout.padding }

    /// The whole image's height.
    var height: Double { Double(lanes.count) * DiagramLayout.laneHeight + 2 * DiagramLayout.padding }

    /// The vertical centre of lane `index`.
    func centerY(ofLane index: Int) -> Double {
        DiagramLayout.padding + (Double(index) + 0.5) * DiagramLayout.laneHeight
    }

    /// The horizontal centre of tick `tick`'s column.
    func centerX(ofTick tick: Int) -> Double {
        columnStarts[tick] + columnWidths[tick] / 2
    }

    /// Every event of a lane, placed side by side around its tick's centre.
    func placedEvents(of lane: Lane) -> [PlacedEvent] {
        var placed: [PlacedEvent] = []
        for (tick, events) in lane.ticks.enumerated() where !events.isEmpty {
            var x = centerX(ofTick: tick) - DiagramLayout.width(of: events) / 2
            for event in events {
                let width = DiagramLayout.width(of: event)
                placed.append(PlacedEvent(event: event, tick: tick, x: x + width / 2, width: width))
                x += width + DiagramLayout.eventGap
            }
        }
        return placed
    }

    /// The width of a tick's events side by side.
    static func width(of events: [Lane.Event]) -> Double {
        guard !events.isEmpty else { return 0 }
        return events.map(width(of:)).reduce(0, +) + Double(events.count - 1) * eventGap
    }

    /// The width of one event: a circle, a pill around a long value, or a mark.
    static func width(of event: Lane.Event) -> Double {
        switch event {
        case .value(let value):
            return max(2 * radius, Double(value.count) * characterWidth + radius)
        case .completed, .failed, .interrupted, .started, .ended:
            return markWidth
        }
    }
}
