#!/usr/bin/env bash
# Compiles the Apple-only code (every `#if canImport(SwiftUI)` and `#if canImport(UIKit)` branch of the
# library and the example views) against stand-in SwiftUI and UIKit modules declared from Apple's
# documentation (Tests/AppleStandIns: what they declare, where from, and what this cannot prove).
#
# No machine here has SwiftUI, so without this the code that most users run is never compiled. The
# stand-ins are compiled as modules, then the package's library targets are built with them on the import
# path, so that `canImport(SwiftUI)` and `canImport(UIKit)` hold and those branches are compiled as Swift 6
# code with every warning an error: ambiguity between Reel's and SwiftUI's names, a missing import, an
# isolation or `Sendable` error, a wrong overload. Where each piece may be used (a declaration unavailable
# on watchOS or macOS, or newer than Package.swift's minimums) is Scripts/check-availability.py's to say:
# it reads the stand-ins' availability as it reads the toolchain's.
#
# Usage: Scripts/check-apple-code.sh [--self-test]
#   --self-test  first plants each kind of error this check exists for in a copy of the sources and
#                shows the check failing on it (a `Scene` made ambiguous, an `@inlinable` use of a
#                module the file does not import).
# Exit: 0 the Apple-only code compiles, 1 it does not, 2 the check itself could not run.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

standins="$root/.build-apple/standins"
# The library targets whose Apple-only branches are compiled (the example views and what they show).
targets=(ReelUI ReelExampleViews)

compile_standins() {
    mkdir -p "$standins"
    for module in SwiftUI UIKit; do
        swiftc -parse-as-library -swift-version 6 -module-name "$module" -emit-module -wmo \
            -emit-module-path "$standins/$module.swiftmodule" "$root/Tests/AppleStandIns/$module.swift" \
            -I "$standins" || { echo "check-apple-code: the $module stand-in does not compile" >&2; exit 2; }
    done
}

# Builds the targets of the package in $1 with the stand-ins on the import path; prints the compiler's errors.
build_against_standins() {
    local package="$1" scratch="$2" status=0
    # SwiftPM does not see a stand-in change as a reason to compile again: the Apple-only targets are
    # always compiled afresh (the rest of the package is built as usual).
    for target in "${targets[@]}"; do
        rm -f "$scratch/debug/$target.build/"*.o "$scratch/debug/$target.build/"*.swiftdeps* "$scratch/debug/Modules/$target".*
    done
    : > "$scratch.log"
    for target in "${targets[@]}"; do
        # With the index store on, as Scripts/check-availability.py builds the same scratch: the flags are
        # the same, so neither compiles again what the other compiled.
        swift build --package-path "$package" --scratch-path "$scratch" --target "$target" --enable-index-store \
            -Xswiftc -I -Xswiftc "$standins" -Xswiftc -warnings-as-errors >> "$scratch.log" 2>&1 || status=1
        if [[ $status -ne 0 ]]; then
            grep -E "error:|warning:" "$scratch.log" | sort -u | head -40
            return 1
        fi
    done
}

compile_standins

if [[ "${1:-}" == "--self-test" ]]; then
    targets=(ReelUI)  # both plants are in ReelUI: its dependencies alone are built
    # Each plant is made in a copy of the sources (the real tree is never touched), and must fail the build.
    plant() {  # name, file, sed expression, the error it must give
        # One copy, refreshed for each plant with the files' times kept, so that only what a plant
        # touches is compiled again.
        local copy="$root/.build-apple/plant-tree"
        mkdir -p "$copy"
        git ls-files -z | xargs -0 cp -p --parents -t "$copy/"
        sed -i -e "$3" "$copy/$2"
        grep -q "PLANTED" "$copy/$2" || { echo "check-apple-code self-test: the plant '$1' did not apply" >&2; exit 2; }
        if build_against_standins "$copy" "$root/.build-apple/plant" > "$root/.build-apple/plant-errors.txt"; then
            echo "check-apple-code self-test: the plant '$1' compiled: the check cannot see it" >&2
            exit 1
        fi
        if ! grep -qE "$4" "$root/.build-apple/plant-errors.txt"; then
            cat "$root/.build-apple/plant-errors.txt"
            echo "check-apple-code self-test: the plant '$1' failed, but not with \"$4\"" >&2
            exit 1
        fi
        echo "check-apple-code self-test: '$1' fails as it must:"
        grep -E "$4" "$root/.build-apple/plant-errors.txt" | grep -v "^ " | head -1 | sed "s#$copy/##; s/^/    /"
    }
    # A file importing both Reel and SwiftUI names `Scene`, which both export.
    plant "Scene ambiguity" Sources/ReelUI/Host/SceneLifetime.swift \
        '1s/^/import SwiftUI\n\/\/ PLANTED\n@MainActor func plantedSceneUse<P: Scene>(_ scene: P.Type) {}\n/' \
        "'Scene' is ambiguous"
    # An inlinable body that names a SwiftUI type in a file that does not import SwiftUI.
    plant "inlinable use of an unimported module" Sources/ReelUI/Store+Faults.swift \
        '$s/$/\n\/\/ PLANTED\nextension Store {\n    @inlinable public func plantedBinding() -> StoreBinding<Bool> { StoreBinding(get: { true }, set: { _ in }) }\n}/' \
        "cannot be used in an '@inlinable' function because 'SwiftUI' was not imported by this file"
    exit 0
fi

if build_against_standins "$root" "$root/.build-apple/build"; then
    echo "check-apple-code: ${targets[*]} compile against the SwiftUI and UIKit stand-ins (Swift 6, warnings as errors)"
else
    echo "check-apple-code: the Apple-only code does not compile (above)"
    exit 1
fi
