#!/usr/bin/env bash
# Fuzzes the reader of shards' exploration reports, and their merge, with libFuzzer.
# Usage: Tests/Fuzz/run-report-merge-fuzzer.sh [runs]   (default 1000000 inputs)
# Builds Reel, ReelInspection and ReelTesting as modules of their own, then the target in
# Tests/Fuzz/ReportMerge (how, and what fails it: fuzz-common.sh); writes seeds with the target
# itself (the reports of small explorations split in shards, so the seeds always match today's
# report layout and scene) beside the committed seeds, and runs it.
source "$(dirname "$0")/fuzz-common.sh"
fuzz_prepare report-merge ReportMerge
mkdir -p "$work/modules"

flags=("${fuzz_flags[@]}" -I "$work/modules" -L "$work/modules")
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

(cd "$work" && REEL_FUZZ_SEEDS="$work/corpus" ./report-merge-fuzzer)
fuzz_run report-merge-fuzzer 8192 "$root/Tests/Fuzz/ReportMerge/report.dict"
