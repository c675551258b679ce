// swift-tools-version: 6.0
// A small program doing the work of some of the benchmarks, for
// `valgrind --tool=callgrind`, which counts instructions (repeatable where
// times are not). Its own package, beside the benchmarks, so that it builds
// without their dependencies. See count.sh and ../README.md.
import PackageDescription

let package = Package(
    name: "CallgrindHarness",
    dependencies: [.package(name: "FractalMVVM", path: "../..")],
    targets: [
        .executableTarget(
            name: "CallgrindHarness",
            dependencies: [
                .product(name: "Fractal", package: "FractalMVVM"),
                .product(name: "FractalTesting", package: "FractalMVVM"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    ]
)
