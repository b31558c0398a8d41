#!/usr/bin/env bash
# Fuzzes a log's header line with libFuzzer: read, checked against the scene (limits, cases,
# schema version) and followed by a session's steps read through the migrations and verified.
# Usage: Tests/Fuzz/run-log-header-fuzzer.sh [runs]   (default 1000000 inputs)
# Builds one executable from Reel's sources, the log reader fuzzer's scene and the target in
# Tests/Fuzz/LogHeader with `swiftc -sanitize=fuzzer,address` (not a SwiftPM target, so `swift
# build` never sees it; the address sanitizer makes libFuzzer report leaks), then runs it on a
# copy of the seed corpus, each input given 10 seconds. Exits non-zero if any input crashes,
# hangs or leaks; the input is left in the work folder printed at the end.
set -euo pipefail

runs="${1:-1000000}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="${REEL_FUZZ_DIR:-$root/.build/fuzz-log-header}"
mkdir -p "$work/corpus"
cp "$root"/Tests/Fuzz/LogHeader/corpus/* "$work/corpus/"

mapfile -t sources < <(find "$root/Sources/Reel" -name '*.swift' | sort)
swiftc -sanitize=fuzzer,address -parse-as-library -O -package-name reel -module-name ReelFuzz \
    "${sources[@]}" "$root"/Tests/Fuzz/LogReader/FuzzScene.swift "$root"/Tests/Fuzz/LogHeader/*.swift \
    -o "$work/log-header-fuzzer"

cd "$work"
ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" ./log-header-fuzzer -runs="$runs" -max_len=4096 -timeout=10 \
    -dict="$root/Tests/Fuzz/LogHeader/header.dict" -artifact_prefix="$work/" -print_final_stats=1 corpus
echo "fuzzed $runs inputs with no crash, hang or leak (work folder: $work)"
