#!/usr/bin/env bash
# Checks that README.md's Install works as written, offline, against this
# checkout: the README's manifest (Tests/Fixtures/ReadmeManifest/Package.swift,
# which README.md shows whole) is copied into a temporary folder beside a
# link to this checkout named FractalMVVM, given a feature module and a test
# that use Fractal and FractalTesting, and resolved, built and tested there.
# Then the same manifest beside a link named otherwise must fail to resolve,
# as the README says (a path dependency's identity is its folder's name).
#
#   bash scripts/check-install.sh    # 22 s on 2 cores: a debug build of Fractal and FractalTesting
#
# Each swift command is bounded by CHECK_INSTALL_TIMEOUT seconds (900 unless set).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
limit=${CHECK_INSTALL_TIMEOUT:-900}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

app="$work/MyApp"
mkdir -p "$app/Sources/MyFeature" "$app/Tests/MyFeatureTests"
cp "$root/Tests/Fixtures/ReadmeManifest/Package.swift" "$app/Package.swift"
ln -s "$root" "$work/FractalMVVM"
cat >"$app/Sources/MyFeature/Greeting.swift" <<'SWIFT'
import Fractal

/// A view model with one property, to present.
public final class Greeting: Sendable {
    public let text = MutableProperty("Hello")
    public init() {}
}
SWIFT
cat >"$app/Tests/MyFeatureTests/GreetingTests.swift" <<'SWIFT'
import Fractal
import FractalTesting
import MyFeature
import Testing

@Test func theGreetingIsPresented() throws {
    let greeting = Greeting()
    let label = RecordingPresenter<String>("label")
    let presentation = label.presenter <~ greeting.text
    greeting.text.value = "Hi"
    #expect(label.values == ["Hello", "Hi"])
    presentation?.dispose()
}
SWIFT

cd "$app"
echo "== the README's manifest beside $work/FractalMVVM -> $root: resolve, build, test"
timeout "$limit" swift package resolve
timeout "$limit" swift build --build-tests
timeout "$limit" swift test

echo "== the same manifest beside a clone named otherwise must not resolve"
rm "$work/FractalMVVM"
ln -s "$root" "$work/fractal"
sed -i 's|\.package(path: "\.\./FractalMVVM")|.package(path: "../fractal")|' Package.swift
if output=$(timeout "$limit" swift package resolve 2>&1); then
    echo "error: a dependency at ../fractal resolved with package: \"FractalMVVM\"; README.md says it must not" >&2
    exit 1
fi
if ! grep -q "FractalMVVM" <<<"$output"; then
    echo "error: resolving failed, but not for the package's name:" >&2
    echo "$output" >&2
    exit 1
fi
echo "refused as expected: $(grep -m1 'error:' <<<"$output")"
echo "install: the README's manifest resolves, builds and tests; a clone named otherwise is refused, as documented"
