// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "FractalMVVM",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .macCatalyst(.v16)],
    products: [
        .library(name: "Fractal", targets: ["Fractal"]),
        .library(name: "FractalTesting", targets: ["FractalTesting"]),
        .executable(name: "fractal-demo", targets: ["FractalDemo"]),
    ],
    targets: [
        .target(name: "FractalAtomics"),
        .target(name: "Fractal", dependencies: ["FractalAtomics"]),
        .target(name: "FractalTesting", dependencies: ["Fractal"]),
        .target(name: "LoginSample", dependencies: ["Fractal"], path: "Examples/LoginSample"),
        .target(name: "PhotosSample", dependencies: ["Fractal"], path: "Examples/PhotosSample"),
        .executableTarget(name: "FractalDemo", dependencies: ["Fractal", "LoginSample"], path: "Examples/Demo"),
        .testTarget(name: "FractalTests", dependencies: ["Fractal", "FractalTesting"]),
        .testTarget(name: "LoginSampleTests", dependencies: ["LoginSample", "Fractal", "FractalTesting"]),
        .testTarget(name: "PhotosSampleTests", dependencies: ["PhotosSample", "Fractal", "FractalTesting"]),
        .testTarget(name: "DemoTests", dependencies: ["FractalDemo"]),
        .testTarget(name: "FractalTestingTests", dependencies: ["Fractal", "FractalTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
