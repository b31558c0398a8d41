#!/usr/bin/env bash
# Fuzzes the reader of shards' exploration reports, and their merge, with libFuzzer.
# Usage: Tests/Fuzz/run-report-merge-fuzzer.sh [runs]   (default 1000000 inputs)
# Builds Reel, ReelInspection and ReelTesting as modules with `swiftc -sanitize=fuzzer,address` (not
# SwiftPM targets, so `swift build` never sees them; the address sanitizer makes libFuzzer report
# leaks), then the target in Tests/Fuzz/ReportMerge; writes the seed corpus with the target itself
# (the reports of small explorations split in shards, so the seeds always match today's report
# layout and scene) beside the committed seeds, and runs it, each input given 10 seconds. Exits
# non-zero if any input crashes, hangs or leaks; the input is left in the work folder printed at
# the end.
set -euo pipefail

runs="${1:-1000000}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="${REEL_FUZZ_DIR:-$root/.build/fuzz-report-merge}"
mkdir -p "$work/corpus" "$work/modules"
cp "$root"/Tests/Fuzz/ReportMerge/corpus/* "$work/corpus/"

# One module at a time, as SwiftPM builds them: ReelTesting imports Reel and ReelInspection (the inspector's page).
flags=(-sanitize=fuzzer,address -parse-as-library -O -package-name reel -I "$work/modules" -L "$work/modules")
module() {
    local name="$1"; shift
    mapfile -t sources < <(find "$root/Sources/$name" -name '*.swift' | sort)
    swiftc "${flags[@]}" -module-name "$name" -emit-module -emit-module-path "$work/modules/$name.swiftmodule" \
        -emit-library -static -o "$work/modules/lib$name.a" "$@" "${sources[@]}"
}
module Reel
module ReelInspection -lReel
module ReelTesting -lReel -lReelInspection
swiftc "${flags[@]}" -module-name ReelReportFuzz "$root"/Tests/Fuzz/ReportMerge/*.swift \
    -lReelTesting -lReelInspection -lReel -lXCTest -lTesting -o "$work/report-merge-fuzzer"

cd "$work"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
REEL_FUZZ_SEEDS="$work/corpus" ./report-merge-fuzzer
./report-merge-fuzzer -runs="$runs" -max_len=8192 -timeout=10 -dict="$root/Tests/Fuzz/ReportMerge/report.dict" \
    -artifact_prefix="$work/" -print_final_stats=1 corpus
echo "fuzzed $runs inputs with no crash, hang or leak (work folder: $work)"
