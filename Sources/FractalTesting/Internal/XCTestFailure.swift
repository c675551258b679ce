#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// XCTest's `XCTFail(_:file:line:)`, found in the running process by its
/// symbol, so that `FractalTesting` fails an XCTest test without importing
/// or linking XCTest (a target that never runs XCTest never loads it).
enum XCTestFailure {
    /// `XCTFail(_:file:line:)` as a plain Swift function: no context, so it
    /// is called as `@convention(thin)`.
    private typealias Fail = @convention(thin) (String, StaticString, UInt) -> Void

    /// The mangled name of `XCTest.XCTFail(_: String, file: StaticString, line: UInt)`.
    ///
    /// On Linux it is exported by swift-corelibs-xctest's `libXCTest.so`
    /// (checked with `nm -D`). On Apple platforms `XCTFail` is declared with
    /// the same module (`XCTest`), name, labels and types in
    /// `libXCTestSwiftSupport.dylib`, and a mangled name is built from those
    /// alone, so the name is the same; that lookup is not exercised by this
    /// package's CI, which runs on Linux.
    private static let symbol = "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF"

    /// The address of `XCTFail` in the process, as a bit pattern (an integer
    /// is `Sendable`, a function pointer is not); `nil` when XCTest is not loaded.
    private static let address: UInt? = {
        // RTLD_DEFAULT, every image loaded in the process: a macro of <dlfcn.h>
        // that Swift does not import on Linux, spelled here by its value.
        #if canImport(Darwin)
        let everyImage = UnsafeMutableRawPointer(bitPattern: -2)  // ((void *) -2) on Apple platforms
        #elseif canImport(Glibc) || canImport(Musl)
        let everyImage = UnsafeMutableRawPointer(bitPattern: 0)  // ((void *) 0) in glibc and musl
        #endif
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        guard let pointer = dlsym(everyImage, symbol) else { return nil }
        return UInt(bitPattern: pointer)
        #else
        return nil
        #endif
    }()

    /// Whether this process runs XCTest tests: XCTest is loaded, and the
    /// process is not one that SwiftPM started for Swift Testing alone
    /// (`--testing-library swift-testing`, as `swift test` runs a package's
    /// Swift Testing tests in a process of their own). Xcode runs both
    /// libraries in one process: there a Swift Testing test is told apart
    /// by `Test.current`, before this is asked.
    static let isRunningXCTest: Bool = {
        guard address != nil else { return false }
        let arguments = CommandLine.arguments
        let libraries = zip(arguments, arguments.dropFirst()).filter { $0.0 == "--testing-library" }.map(\.1)
        return !libraries.contains("swift-testing")
    }()

    /// Fails the running XCTest test with `message`, at `filePath` and `line`.
    ///
    /// swift-corelibs-xctest records the failure for the test case running
    /// now, on whichever thread the call comes from, and drops it when no
    /// test case runs (a failure found after its test ended). It stops the
    /// program for a failure that arrives in the instant between a test run's
    /// stop and XCTest clearing its current test case, which only a thread
    /// other than the test's can do: the testers report from the test's own
    /// calls, and from their release, which happens in the test's scope.
    ///
    /// - Returns: Whether `XCTFail` was found and called.
    static func fail(_ message: String, filePath: String, line: Int) -> Bool {
        guard let address, let pointer = UnsafeRawPointer(bitPattern: address) else { return false }
        let fail = unsafeBitCast(pointer, to: Fail.self)
        let line = UInt(max(line, 0))
        guard StaticStringLayout.isKnown else {
            // The file cannot be passed: it leads the message instead.
            fail("\(filePath):\(line): \(message)", #filePath, UInt(#line))
            return true
        }
        StaticStringLayout.withStaticString(filePath) { fail(message, $0, line) }
        return true
    }
}
