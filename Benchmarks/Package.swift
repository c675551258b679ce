// swift-tools-version: 6.1
// The benchmarks are their own package so that their dependencies
// (package-benchmark, OpenCombine as the in-run peer) never reach users of
// FractalMVVM, whose root manifest has no dependencies.
import PackageDescription

let package = Package(
    name: "FractalBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "FractalMVVM", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        .executableTarget(
            name: "FractalBenchmarks",
            dependencies: [
                .product(name: "Fractal", package: "FractalMVVM"),
                .product(name: "FractalTesting", package: "FractalMVVM"),
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ],
            path: "Benchmarks/FractalBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        )
    ]
)
