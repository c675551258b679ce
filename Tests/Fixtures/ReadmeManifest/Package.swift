// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "MyApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(url: "https://github.com/fractal-mvvm/FractalMVVM.git", from: "0.1.0"),
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
