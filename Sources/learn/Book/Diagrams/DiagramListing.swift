/// A chapter's diagram listing, `<!-- diagram: 06-map -->`: an example
/// whose `// prints` comments are the lanes of a marble diagram, drawn into
/// `Chapters/Diagrams/06-map.svg`.
struct DiagramListing: Sendable {
    /// The diagram's name, `06-map`.
    let name: String
    let chapter: ChapterText
    let block: ChapterText.SwiftBlock

    /// The diagram listings of a chapter, in order.
    static func listings(in chapter: ChapterText) -> [DiagramListing] {
        chapter.swiftBlocks.compactMap { block in
            guard case .success(.diagram(let name)) = Listing.parse(marker: block.marker) else { return nil }
            return DiagramListing(name: name, chapter: chapter, block: block)
        }
    }

    /// Where its image lives, from the repository root.
    var imagePath: String { DiagramImages.path(of: name) }

    /// Whether the chapter shows its image: an image link that leads to it.
    var isEmbedded: Bool {
        chapter.images.contains { image in
            BookLinks.resolve(BookLinks.split(image.target).path, from: chapter.path) == imagePath
        }
    }

    /// The lanes its `// prints` comments draw, or the problem, at the line
    /// of the comment that is not a lane.
    func lanesFromComments() -> Result<[Lane], BookProblem> {
        let comments = block.code.enumerated().filter { $0.element.contains("// prints") }
        let lines = Listing.expectedOutput(of: comments.map(\.element))
        return LaneReader.lanes(from: lines).mapError { problem in
            let line = comments.indices.contains(problem.index) ? block.line + 1 + comments[problem.index].offset : block.line
            return BookProblem(file: chapter.path, line: line, message: "\(place): \(problem.message)")
        }
    }

    /// The lanes a run of the listing printed, or the problem.
    func lanes(fromOutput output: [String]) -> Result<[Lane], BookProblem> {
        LaneReader.lanes(from: output).mapError { problem in
            BookProblem(file: chapter.path, line: block.line, message: "\(place) printed line \(problem.index + 1): \(problem.message)")
        }
    }

    /// How a problem names the listing: `diagram 06-map (listing 3)`.
    var place: String { "diagram \(name) (listing \(block.number))" }
}
