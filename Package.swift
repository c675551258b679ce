// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "FractalMVVM",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .macCatalyst(.v16)],
    products: [
        .library(name: "Fractal", targets: ["Fractal"]),
        .library(name: "FractalTesting", targets: ["FractalTesting"]),
        .library(name: "FractalObservation", targets: ["FractalObservation"]),
        .executable(name: "fractal-demo", targets: ["FractalDemo"]),
    ],
    targets: [
        .target(name: "FractalSynchronization"),
        .target(name: "Fractal", dependencies: ["FractalSynchronization"]),
        .target(name: "FractalTesting", dependencies: ["Fractal"]),
        // Observation needs macOS 14 / iOS 17: apart, so apps on older systems
        // that use Fractal never link libswiftObservation.
        .target(name: "FractalObservation", dependencies: ["Fractal"]),
        .target(name: "LoginSample", dependencies: ["Fractal", "FractalObservation"], path: "Examples/LoginSample"),
        .target(name: "PhotosSample", dependencies: ["Fractal"], path: "Examples/PhotosSample"),
        .target(name: "MediaSample", dependencies: ["Fractal"], path: "Examples/MediaSample"),
        // The stand-up app (Examples/Standups) and its terminal views (Examples/Demo/Standups) are one
        // module, as an app's features and views are; the other examples are targets of their own.
        .executableTarget(
            name: "FractalDemo", dependencies: ["Fractal", "LoginSample", "MediaSample"], path: "Examples",
            exclude: ["LoginSample", "MediaSample", "PhotosSample"], sources: ["Demo", "Standups"]),
        .testTarget(name: "FractalTests", dependencies: ["Fractal", "FractalTesting", "FractalObservation"]),
        .testTarget(name: "LoginSampleTests", dependencies: ["LoginSample", "Fractal", "FractalTesting"]),
        .testTarget(name: "PhotosSampleTests", dependencies: ["PhotosSample", "Fractal", "FractalTesting"]),
        .testTarget(name: "MediaSampleTests", dependencies: ["MediaSample", "Fractal", "FractalTesting"]),
        .testTarget(name: "StandupsTests", dependencies: ["FractalDemo", "Fractal", "FractalTesting"]),
        .testTarget(name: "DemoTests", dependencies: ["FractalDemo", "FractalTesting"]),
        .testTarget(name: "FractalTestingTests", dependencies: ["Fractal", "FractalTesting", "LoginSample"]),
    ],
    swiftLanguageModes: [.v6]
)
