import Foundation

/// The book's diagram images, `Chapters/Diagrams/NAME.svg`: what
/// `learn book` writes from the diagram listings' `// prints` comments, and
/// what `learn book --check` verifies against a fresh run of them.
enum DiagramImages {
    /// The folder of the images, from the repository root.
    static let folder = "Chapters/Diagrams"

    /// The image of the diagram `name`.
    static func path(of name: String) -> String { "\(folder)/\(name).svg" }

    /// What is wrong with the images and the listings that name them.
    ///
    /// - Parameters:
    ///   - listings: Every diagram listing of the book.
    ///   - fresh: The image each diagram's fresh run draws, by name; a
    ///     diagram whose run gave nothing to draw is left out (its run's own
    ///     problem is reported elsewhere).
    ///   - files: The images in ``folder``, by file name, with their text.
    /// - Returns: A diagram named for another chapter or twice, an image
    ///   missing, stale or not shown by its chapter, and an image that no
    ///   listing names.
    static func problems(
        listings: [DiagramListing], fresh: [String: String], files: [String: String]
    ) -> [BookProblem] {
        var problems: [BookProblem] = []
        var firstUse: [String: DiagramListing] = [:]
        for listing in listings {
            func problem(_ message: String) {
                problems.append(BookProblem(file: listing.chapter.path, line: listing.block.line, message: "\(listing.place) \(message)"))
            }
            let chapterNumber = twoDigits(BookCheck.number(of: listing.chapter))
            if !listing.name.hasPrefix(chapterNumber + "-") {
                problem("is named for another chapter: its name must start with this chapter's number, \(chapterNumber)-")
            }
            if let earlier = firstUse[listing.name] {
                problem("has the name of listing \(earlier.block.number) of \(earlier.chapter.path): a diagram's name is unique in the book")
                continue
            }
            firstUse[listing.name] = listing
            let file = "\(listing.name).svg"
            if files[file] == nil {
                problem("has no image \(listing.imagePath): run `swift run learn book`")
            } else if let image = fresh[listing.name], files[file] != image {
                problem("has an image, \(listing.imagePath), that differs from what its fresh run draws: run `swift run learn book`")
            }
            if !listing.isEmbedded {
                problem("is not shown: put ![what it shows, in words](Diagrams/\(file)) above it")
            }
        }
        for file in files.keys.sorted() where firstUse[String(file.dropLast(".svg".count))] == nil {
            problems.append(
                BookProblem(
                    file: "\(folder)/\(file)", line: nil,
                    message: "no diagram listing is named \(file.dropLast(".svg".count)): remove the image, or run `swift run learn book`"
                )
            )
        }
        return problems
    }

    /// The images in ``folder``, by file name, with their text.
    static func files(in repository: Repository) -> [String: String] {
        var files: [String: String] = [:]
        for name in repository.entries(in: folder) where name.hasSuffix(".svg") {
            files[name] = (try? repository.read("\(folder)/\(name)")) ?? ""
        }
        return files
    }

    /// Draws every diagram from its `// prints` comments into ``folder``,
    /// writing only images that changed, and removes the images no listing
    /// names.
    ///
    /// - Returns: How many images were written and removed, and the
    ///   comments that are not lanes (their diagrams are not drawn).
    static func write(
        _ listings: [DiagramListing], in repository: Repository
    ) throws(LearnError) -> (written: Int, removed: Int, problems: [BookProblem]) {
        var written = 0
        var problems: [BookProblem] = []
        var images: [String: String] = [:]
        for listing in listings {
            switch listing.lanesFromComments() {
            case .success(let lanes): images["\(listing.name).svg"] = DiagramRenderer(name: listing.name, lanes: lanes).svg()
            case .failure(let problem): problems.append(problem)
            }
        }
        let existing = files(in: repository)
        let named = Set(listings.map { "\($0.name).svg" })
        do {
            if !images.isEmpty {
                try FileManager.default.createDirectory(atPath: repository.absolute(folder), withIntermediateDirectories: true)
            }
            for (file, image) in images.sorted(by: { $0.key < $1.key }) where existing[file] != image {
                try image.write(toFile: repository.absolute("\(folder)/\(file)"), atomically: true, encoding: .utf8)
                written += 1
            }
            let orphans = existing.keys.filter { !named.contains($0) }
            for file in orphans {
                try FileManager.default.removeItem(atPath: repository.absolute("\(folder)/\(file)"))
            }
            return (written, orphans.count, problems)
        } catch {
            throw LearnError("cannot update \(folder): \(error.localizedDescription)")
        }
    }
}
