// swift-tools-version: 6.0
// OpenCombine doing the work of some of the harness's modes, for callgrind:
// `count.sh compositeOpenCombine` counts it as `count.sh composite` counts
// Fractal. Its own package, so that the harness builds without OpenCombine.
import PackageDescription

let package = Package(
    name: "CallgrindPeer",
    dependencies: [.package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0")],
    targets: [
        .executableTarget(
            name: "CallgrindPeer",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    ]
)
