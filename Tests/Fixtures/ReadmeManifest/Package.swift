// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "MyApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(path: "../FractalMVVM"),
    ],
    targets: [
        .target(
            name: "MyFeature",
            dependencies: [.product(name: "Fractal", package: "FractalMVVM")]
        ),
        .testTarget(
            name: "MyFeatureTests",
            dependencies: [
                "MyFeature",
                .product(name: "FractalTesting", package: "FractalMVVM"),
            ]
        ),
    ]
)
