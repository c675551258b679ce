// libFuzzer target for Route parsing: every input, as a path and as a URL,
// must either be refused with a RouteError or read as a route whose printed
// path reads back as the same route. Never a crash.
//
// Built and run by Fuzz/run.sh (CI runs it for a bounded time), compiled
// together with Sources/Fractal/Navigation/Route.swift and RouteError.swift.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRoute(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for read in [{ (text: String) throws(RouteError) in try Route(path: text) }, { try Route(url: $0) }] {
        guard let route = try? read(text) else { continue }
        guard let reread = try? Route(path: route.description), reread == route else {
            fatalError("round trip failed: \(text.debugDescription) → \(route.description.debugDescription)")
        }
        guard route.segments.count <= Route.maximumDepth, text.utf8.count <= Route.maximumLength else {
            fatalError("limits not enforced for \(text.debugDescription)")
        }
    }
    return 0
}
