// Runs one benchmark's work COUNT times, for callgrind: `count.sh MODE`
// runs it at two counts and reports the difference per operation, so that
// start-up is subtracted. Modes (the benchmark each mirrors, in
// ../Benchmarks/FractalBenchmarks):
//
//   tree     #6: build, present through recording presenters, dispose a tree
//            of 10,000 rows (one operation: one row; N counts trees). The
//            tree is the benchmark's own code: TreeFixture.swift is a link to
//            ../Benchmarks/FractalBenchmarks/TreeFixture.swift.
//   serial   #4: the outer property of `presenter.serial()` switches
//   set1     #1: set a property with 1 observer
//   set10    #1: set a property with 10 observers
//   observe  #2: observe a property with a value, dispose
//   composite       #3: add 1,000 `AnyDisposable`s to a composite
//            (`composite += AnyDisposable { … }`), dispose it (one
//            operation: one element; N counts composites of 1,000)
//   compositeClosure  #3: the same with closures (`composite += { … }`)
//   flatMapLatest  #4: the outer property of a `flatMapLatest` switches
//   keyedFilter    #14: ten filter changes of a 10,000-row keyed list kept
//            with `map(keyedBy:)` (rows that leave are released), into a
//            null view (one operation: the ten changes)
//   handFilter     #14: the hand floor: row view models made once, each
//            change filters them. KeyedFilterFixture.swift is a link to
//            ../Benchmarks/FractalBenchmarks/KeyedFilterFixture.swift.
//   modify   #17: `MutableProperty<AppCounterState>.modify { $0.count += 1 }`
//            with one observer
//   modifyArray  #17: the same changing one element of an array of 1,000
//            `Int`s in the state
//   app…     #17: the app path, through `Presenter.UI` on the main queue
//            (AppPath.swift lists them). AppPathFixture.swift and
//            AppPathState.swift are links to the benchmarks' files.
//
// `HARNESS_THREAD=1` starts a sleeping second thread first: glibc's malloc
// takes its arena lock only once a process has two threads, as the
// benchmarks' process has.
import Dispatch
import Fractal
import FractalTesting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@inline(never) func blackHole<T>(_ value: T) {}

/// Says how to run the harness, on standard error, and exits with status 2.
func exitWithUsage() -> Never {
    let usage =
        "usage: CallgrindHarness tree|serial|set1|set10|observe|composite|compositeClosure|flatMapLatest|keyedFilter|handFilter|modify|modifyArray|appTurn|appMain|appBackground|appBurst|appRow|appPresent COUNT\n"
    _ = usage.withCString { write(2, $0, strlen($0)) }
    exit(2)
}

func startSecondThread() {
    var thread = pthread_t()
    _ = pthread_create(
        &thread, nil,
        { _ in
            while true { sleep(1000) }
        }, nil)
}

@MainActor
func run(_ mode: String, _ count: Int) {
    switch mode {
    case "tree":
        for _ in 0..<count {
            let list = ListViewModel()
            let view = RecordingListView()
            let presentation = list <- view
            blackHole(view.row.title.liveCount)
            presentation?.dispose()
        }
    case "serial":
        let inners = [MutableProperty(1), MutableProperty(2)]
        let outer = MutableProperty(0)
        let presenter = Presenter<Int>.UI(on: ImmediateScheduler()) { index in inners[index].observe { blackHole($0) } }
        let presentation = presenter.serial() <~ outer
        for value in 0..<count { outer.value = value & 1 }
        presentation?.dispose()
    case "set1", "set10":
        let property = MutableProperty(0)
        let observations = (0..<(mode == "set1" ? 1 : 10)).map { _ in property.observeChanges { blackHole($0) } }
        for value in 0..<count { property.value = value }
        observations.forEach { $0.dispose() }
    case "composite":
        for _ in 0..<count {
            let composite = CompositeDisposable()
            for _ in 0..<1_000 { composite += AnyDisposable { blackHole(1) } }
            composite.dispose()
        }
    case "compositeClosure":
        for _ in 0..<count {
            let composite = CompositeDisposable()
            for _ in 0..<1_000 { composite += { blackHole(1) } }
            composite.dispose()
        }
    case "observe":
        let property = MutableProperty(0)
        for _ in 0..<count { property.observe { blackHole($0) }.dispose() }
    case "flatMapLatest":
        let inners = [MutableProperty(1), MutableProperty(2)]
        let outer = MutableProperty(0)
        let observation = outer.flatMapLatest { inners[$0] }.observe { blackHole($0) }
        for value in 0..<count { outer.value = value & 1 }
        observation.dispose()
    case "keyedFilter":
        let list = KeyedFilterList()
        let presentation = presentIntoNullView(list.rows)
        list.applyQueries()
        for _ in 0..<count { list.applyQueries() }
        presentation?.dispose()
    case "handFilter":
        let list = HandFilterList()
        let presentation = presentIntoNullView(list.rows)
        list.applyQueries()
        for _ in 0..<count { list.applyQueries() }
        presentation?.dispose()
    case "modify":
        let property = MutableProperty(AppCounterState())
        let observation = property.observeChanges { blackHole($0) }
        for _ in 0..<count { property.modify { $0.count += 1 } }
        observation.dispose()
    case "modifyArray":
        let property = MutableProperty(AppArrayState())
        let observation = property.observeChanges { blackHole($0) }
        for index in 0..<count { property.modify { $0.values[index % 1_000] += 1 } }
        observation.dispose()
    default:
        exitWithUsage()
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count >= 0 else { exitWithUsage() }
if getenv("HARNESS_THREAD") != nil { startSecondThread() }
if startAppPath(arguments[1], count) { runMainQueue() }
MainActor.assumeIsolated { run(arguments[1], count) }
