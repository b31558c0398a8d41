#!/usr/bin/env bash
# Fuzzes the readers of shards' exploration reports and of an exhaustive check's shard files, and
# their merges, with libFuzzer.
# Usage: Tests/Fuzz/run-report-merge-fuzzer.sh [runs]   (default 1000000 inputs)
# Builds Reel, ReelLog, ReelInspection and ReelTesting as modules (once for every fuzz target), then the target in
# Tests/Fuzz/ReportMerge (how, and what fails it: fuzz-common.sh); writes seeds with the target
# itself (the reports of small explorations split in shards, and the shard files of small checks,
# so the seeds always match today's layouts and scene) beside the committed seeds, and runs it.
source "$(dirname "$0")/fuzz-common.sh"
fuzz_prepare report-merge ReportMerge

fuzz_modules Reel ReelLog ReelInspection ReelTesting
swiftc "${module_flags[@]}" -module-name ReelReportFuzz "$root"/Tests/Fuzz/ReportMerge/*.swift \
    "${module_links[@]}" -lXCTest -lTesting -o "$work/report-merge-fuzzer"

(cd "$work" && REEL_FUZZ_SEEDS="$work/corpus" ./report-merge-fuzzer)
fuzz_run report-merge-fuzzer 8192 "$root/Tests/Fuzz/ReportMerge/report.dict"
