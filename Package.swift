// swift-tools-version: 6.1
import PackageDescription

// The twelve steps of the book. Each is a library product, a target in
// `Sources/<name>` and a test target in `Tests/<name>Tests`. Adding the next
// step is adding its name here.
let steps = [
    "Step01_Event",
    "Step02_Signal",
    "Step03_Future",
    "Step04_Disposables",
    "Step05_SignalProducer",
    "Step06_Transforming",
    "Step07_Combining",
    "Step08_Flattening",
    "Step09_Errors",
    "Step10_Properties",
    "Step11_Multicasting",
    "Step12_Schedulers",
]

// The exercises of each chapter: `Exercises/StepNN` is what the learner
// edits, `Solutions/StepNN` the same files solved. A plain `swift test` builds
// the solutions, so it stays green. `swift run learn check` sets
// FRP_EXERCISES=1 and builds the learner's files instead, in a build folder
// of its own (`.build-learn`), so the two builds never invalidate each other.
// Each exercise module may use the step before it (`nil` for the first).
let exercises: [(step: String, uses: String?)] = [
    ("Step01", nil),
    ("Step02", "Step01_Event"),
    ("Step03", "Step02_Signal"),
    ("Step04", "Step03_Future"),
    ("Step05", "Step04_Disposables"),
    ("Step06", "Step05_SignalProducer"),
    ("Step07", "Step06_Transforming"),
    ("Step08", "Step07_Combining"),
    ("Step09", "Step08_Flattening"),
    ("Step10", "Step09_Errors"),
    ("Step11", "Step10_Properties"),
    ("Step12", "Step11_Multicasting"),
]
// An exercise build (`learn check`, `learn verify`) sets FRP_EXERCISES, to 1
// for the learner's files or 0 for the solutions. It needs only the exercise
// modules, their tests and the steps they use, and SwiftPM builds every test
// target of a package before it runs any: so an exercise build leaves the
// steps' own tests, and the learn command with its tests, out of the package.
let isExerciseBuild = Context.environment["FRP_EXERCISES"] != nil
let exerciseFolder = Context.environment["FRP_EXERCISES"] == "1" ? "Exercises" : "Solutions"

// `learn` checks one chapter at a time where it can: FRP_EXERCISE_CHAPTERS=6
// (or 6,7) keeps only those chapters' exercise modules and tests, and the
// steps they use, so that the learner's first screen waits for one chapter's
// build, not nine.
let checkedChapters = Context.environment["FRP_EXERCISE_CHAPTERS"].map { list in
    Set(list.split(separator: ",").map { "Step" + (($0.count < 2 ? "0" : "") + $0) })
}

// The thread sanitizer's run in CI (`.ci/run`) sets FRP_NEWEST_STEPS=2: the
// package then holds only the two newest steps and their tests. Every step
// carries the same core, and the newest carry the most operators, so their
// concurrency suites cover what the sanitizer must see, at a fraction of the
// build.
let newestStepCount = Context.environment["FRP_NEWEST_STEPS"].flatMap { Int($0) }
var builtSteps = newestStepCount.map { Array(steps.suffix($0)) } ?? steps
if isExerciseBuild, let checkedChapters {
    let usedSteps = Set(exercises.filter { checkedChapters.contains($0.step) }.compactMap(\.uses))
    builtSteps = builtSteps.filter(usedSteps.contains)
}
let isStepsOnlyBuild = newestStepCount != nil

var products: [Product] = builtSteps.map { .library(name: $0, targets: [$0]) }
var targets: [Target] = builtSteps.map { .target(name: $0) }
if !isExerciseBuild {
    targets += builtSteps.map { .testTarget(name: "\($0)Tests", dependencies: [.target(name: $0)]) }
}
if !isStepsOnlyBuild {
    let checkedExercises = exercises.filter { exercise in checkedChapters?.contains(exercise.step) ?? true }
    targets += checkedExercises.flatMap { exercise -> [Target] in
        let module = "\(exercise.step)_Exercises"
        return [
            .target(
                name: module,
                dependencies: exercise.uses.map { [.target(name: $0)] } ?? [],
                path: "\(exerciseFolder)/\(exercise.step)"
            ),
            .testTarget(
                name: "\(module)Tests",
                dependencies: [.target(name: module)],
                path: "Tests/Exercises/\(exercise.step)"
            ),
        ]
    }
}
// The learner's companion (progress, check, hint, watch, diff, book), and the
// tests of its pure parts: the exercise sheet format, the reading of test
// output, the book checks.
// A scratch program per step, `Scratch/StepNN/main.swift`, where the learner
// types a chapter's examples and runs them: `swift run learn try N` (or
// `swift run TryStepNN`). Not part of an exercise build.
if !isExerciseBuild && !isStepsOnlyBuild {
    targets += steps.map { step in
        let number = step.prefix("StepNN".count).dropFirst("Step".count)
        return .executableTarget(name: "TryStep\(number)", dependencies: [.target(name: step)], path: "Scratch/Step\(number)")
    }
}
if !isExerciseBuild && !isStepsOnlyBuild {
    products.append(.executable(name: "learn", targets: ["learn"]))
    targets.append(.executableTarget(name: "learn"))
    targets.append(.testTarget(name: "learnTests", dependencies: ["learn"]))
}

let package = Package(
    name: "BuildYourOwnFRP",
    // `Atomic`, from the standard `Synchronization` module, needs macOS 15.
    platforms: [.macOS(.v15)],
    products: products,
    targets: targets,
    swiftLanguageModes: [.v6]
)
