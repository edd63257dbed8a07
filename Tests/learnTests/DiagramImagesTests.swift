import Foundation
import Testing
@testable import learn

@Suite struct DiagramImagesTests {
    static let chapterText = """
        # Chapter 6: Sample

        ![map: each letter becomes its capital](Diagrams/06-map.svg)

        <!-- diagram: 06-map -->
        ```swift
        // prints letters  -a|
        // prints map      -A|
        ```
        """

    static func listings(_ text: String = chapterText, path: String = "Chapters/06-sample.md") -> [DiagramListing] {
        DiagramListing.listings(in: ChapterText(path: path, text: text))
    }

    /// The image the listing's comments draw.
    static func image(of listing: DiagramListing) -> String {
        DiagramRenderer(name: listing.name, lanes: (try? listing.lanesFromComments().get()) ?? []).svg()
    }

    @Test("a diagram whose image is its fresh run's, and shown by its chapter, passes")
    func currentImagePasses() {
        let listings = DiagramImagesTests.listings()
        let image = DiagramImagesTests.image(of: listings[0])
        #expect(listings[0].isEmbedded)
        #expect(DiagramImages.problems(listings: listings, fresh: ["06-map": image], files: ["06-map.svg": image]).isEmpty)
    }

    @Test("a missing image is named, with the command that draws it")
    func missingImage() {
        let listings = DiagramImagesTests.listings()
        let problems = DiagramImages.problems(listings: listings, fresh: ["06-map": DiagramImagesTests.image(of: listings[0])], files: [:])
        #expect(
            problems.map(\.description) == [
                "Chapters/06-sample.md:6: diagram 06-map (listing 1) has no image Chapters/Diagrams/06-map.svg: run `swift run learn book`"
            ]
        )
    }

    @Test("an image that differs from what the fresh run draws is stale")
    func staleImage() {
        let listings = DiagramImagesTests.listings()
        let fresh = DiagramRenderer(name: "06-map", lanes: DiagramRendererTests.lanes("letters  -a-|", "map  -A-|")).svg()
        let problems = DiagramImages.problems(
            listings: listings, fresh: ["06-map": fresh], files: ["06-map.svg": DiagramImagesTests.image(of: listings[0])]
        )
        #expect(problems.map(\.message) == ["diagram 06-map (listing 1) has an image, Chapters/Diagrams/06-map.svg, that differs from what its fresh run draws: run `swift run learn book`"])
    }

    @Test("a diagram its chapter does not show is named, with the image link to add")
    func unembeddedImage() {
        let text = DiagramImagesTests.chapterText.replacingOccurrences(of: "(Diagrams/06-map.svg)", with: "(Diagrams/06-other.svg)")
        let listings = DiagramImagesTests.listings(text)
        let image = DiagramImagesTests.image(of: listings[0])
        #expect(!listings[0].isEmbedded)
        let problems = DiagramImages.problems(listings: listings, fresh: ["06-map": image], files: ["06-map.svg": image])
        #expect(problems.map(\.message) == ["diagram 06-map (listing 1) is not shown: put ![what it shows, in words](Diagrams/06-map.svg) above it"])
    }

    @Test("an image no listing names is an orphan")
    func orphanImage() {
        let listings = DiagramImagesTests.listings()
        let image = DiagramImagesTests.image(of: listings[0])
        let problems = DiagramImages.problems(listings: listings, fresh: ["06-map": image], files: ["06-map.svg": image, "06-gone.svg": "<svg/>"])
        #expect(
            problems.map(\.description) == [
                "Chapters/Diagrams/06-gone.svg: no diagram listing is named 06-gone: remove the image, or run `swift run learn book`"
            ]
        )
    }

    @Test("a diagram named for another chapter, or named twice, is refused")
    func namesAreTheChaptersAndUnique() {
        let text = DiagramImagesTests.chapterText + "\n\n<!-- diagram: 06-map -->\n```swift\n// prints x  -a|\n```\n\n<!-- diagram: 07-map -->\n```swift\n// prints x  -a|\n```\n"
        let listings = DiagramImagesTests.listings(text)
        let problems = DiagramImages.problems(listings: listings, fresh: [:], files: ["06-map.svg": "", "07-map.svg": ""])
        #expect(problems.contains { $0.message == "diagram 06-map (listing 2) has the name of listing 1 of Chapters/06-sample.md: a diagram's name is unique in the book" })
        #expect(problems.contains { $0.message.hasPrefix("diagram 07-map (listing 3) is named for another chapter: its name must start with this chapter's number, 06-") })
    }

    @Test("learn book draws the images from the comments, rewrites only what changed, and removes orphans")
    func writesImages() throws {
        let repository = try BookCheckTests.makeRepository()
        defer { try? FileManager.default.removeItem(atPath: repository.root) }
        try FileManager.default.createDirectory(atPath: repository.absolute(DiagramImages.folder), withIntermediateDirectories: true)
        try "<svg/>".write(toFile: repository.absolute("Chapters/Diagrams/06-gone.svg"), atomically: true, encoding: .utf8)
        let listings = DiagramImagesTests.listings()
        let first = try DiagramImages.write(listings, in: repository)
        #expect(first.written == 1 && first.removed == 1 && first.problems.isEmpty)
        #expect(try repository.read("Chapters/Diagrams/06-map.svg") == DiagramImagesTests.image(of: listings[0]))
        #expect(!repository.exists("Chapters/Diagrams/06-gone.svg"))
        let second = try DiagramImages.write(listings, in: repository)
        #expect(second.written == 0 && second.removed == 0)
    }
}
