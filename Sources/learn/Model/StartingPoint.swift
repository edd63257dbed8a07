import Foundation

/// Where the learner said they start, with `learn start 6` (a chapter) or
/// `learn start 6.2` (an exercise): "Next" then picks the first exercise at
/// or after it that does not pass, instead of sending someone who knows
/// chapters 1-5 back to exercise 1.1.
///
/// It is kept in `.build-learn/learn-start`, one line such as `6` or `6.2`:
/// the build folder is ignored by git, so the choice stays on this machine.
/// Deleting the folder forgets it, as `learn start 1` does.
struct StartingPoint: Equatable, Sendable {
    /// The chapter, and the exercise in it if one was named.
    let selection: ExerciseSelection

    /// The file's path from the repository root.
    static let path = ".build-learn/learn-start"

    /// Whether an exercise is at or after the starting point.
    func includes(_ exercise: Exercise) -> Bool {
        switch selection {
        case .chapter(let chapter):
            return exercise.chapter >= chapter
        case .exercise(let chapter, let number):
            return (exercise.chapter, exercise.number) >= (chapter, number)
        }
    }

    /// How the learner wrote it: `6` or `6.2`.
    var label: String {
        switch selection {
        case .chapter(let chapter): return "\(chapter)"
        case .exercise(let chapter, let number): return "\(chapter).\(number)"
        }
    }

    /// `chapter 6` or `exercise 6.2`.
    var description: String {
        switch selection {
        case .chapter: return "chapter \(label)"
        case .exercise: return "exercise \(label)"
        }
    }

    /// The starting point saved in the repository, or `nil` if none was
    /// chosen (or the file cannot be read): the learner starts at the
    /// beginning.
    static func load(from repository: Repository) -> StartingPoint? {
        guard let text = try? repository.read(path), let selection = try? ExerciseSelection(parsing: text.trimmed) else {
            return nil
        }
        return StartingPoint(selection: selection)
    }

    /// Saves the starting point; starting at chapter 1 removes the file, as
    /// it is where everyone starts.
    func save(to repository: Repository) throws(LearnError) {
        if selection == .chapter(1) {
            try? FileManager.default.removeItem(atPath: repository.absolute(Self.path))
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: repository.absolute(".build-learn"), withIntermediateDirectories: true)
            try (label + "\n").write(toFile: repository.absolute(Self.path), atomically: true, encoding: .utf8)
        } catch {
            throw LearnError("cannot write \(Self.path): \(error.localizedDescription)")
        }
    }
}
