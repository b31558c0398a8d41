# What every fuzz script shares, sourced by each `run-…-fuzzer.sh`: where it works, how a target is
# built, and how it is run. Every target is built with `swiftc -sanitize=fuzzer,address` (not a
# SwiftPM target, so `swift build` never sees it; the address sanitizer makes LeakSanitizer fail an
# input that leaks) and run on a copy of its seed corpus, each input given 10 seconds. A script exits
# non-zero if any input crashes, breaks a property its target checks, hangs or leaks; the input is
# left in the work folder printed at the end.
#
# Optimized (-O), for the most inputs a second. Reel's modules (below) take minutes at -O:
# REEL_FUZZ_OPTIMIZE=-Onone builds them in half the time, which is what a short run wants (CI's 5,000
# inputs take seconds: the build is the cost). The targets themselves stay at -O (unoptimized, a
# target's global array is reported as a leak).
set -euo pipefail

runs="${1:-1000000}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
optimize="${REEL_FUZZ_OPTIMIZE:--O}"
# -j: the driver compiles one file at a time unless told how many jobs it may run.
fuzz_flags=(-sanitize=fuzzer,address -parse-as-library -O -package-name reel -j"$(nproc)")
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
# The reports reviewed as not Reel's (Data's tagged pointers held by a target's globals, …): the
# same list `swift test --sanitize=address` uses.
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$root/.ci/lsan-suppressions.txt:print_suppressions=0}"

# fuzz_prepare NAME TARGET_FOLDER: the work folder .build/fuzz-NAME (or $REEL_FUZZ_DIR), with the
# target's committed seeds copied into its corpus.
fuzz_prepare() {
    work="${REEL_FUZZ_DIR:-$root/.build/fuzz-$1}"
    mkdir -p "$work/corpus"
    cp "$root/Tests/Fuzz/$2"/corpus/* "$work/corpus/"
}

# fuzz_modules NAME...: Reel's modules named (each after those it imports) as static libraries with
# the fuzz flags, in .build/fuzz-modules-O (the optimization's name; or $REEL_FUZZ_MODULES), built once for every target that
# needs them: a module is built again only when one of its sources, or a module before it, is newer
# than its library. Built with -enable-testing, so that a target reaches internal API through
# `@testable import`. Sets module_flags (the fuzz flags, finding the modules) and module_links.
fuzz_modules() {
    local modules="${REEL_FUZZ_MODULES:-$root/.build/fuzz-modules$optimize}" name lib sources newest=""
    mkdir -p "$modules"
    module_flags=("${fuzz_flags[@]}" -enable-testing -I "$modules" -L "$modules")
    module_links=()
    for name in "$@"; do
        lib="$modules/lib$name.a"
        if [ ! -f "$lib" ] || { [ -n "$newest" ] && [ "$newest" -nt "$lib" ]; } \
            || [ -n "$(find "$root/Sources/$name" -name '*.swift' -newer "$lib" | head -1)" ]; then
            mapfile -t sources < <(find "$root/Sources/$name" -name '*.swift' | sort)
            # "$optimize" after the flags' -O: swiftc takes the last optimization level it is given.
            swiftc "${module_flags[@]}" "$optimize" -module-name "$name" -emit-module -emit-module-path "$modules/$name.swiftmodule" \
                -emit-library -static -o "$lib" "${module_links[@]}" "${sources[@]}"
        fi
        newest="$lib"
        module_links=("-l$name" "${module_links[@]}")
    done
}

# fuzz_run BINARY MAX_LEN DICT: runs the built target over the corpus for $runs inputs.
fuzz_run() {
    cd "$work"
    "./$1" -runs="$runs" -max_len="$2" -timeout=10 -dict="$3" -artifact_prefix="$work/" -print_final_stats=1 corpus
    echo "fuzzed $runs inputs with no crash, hang or leak (work folder: $work)"
}
