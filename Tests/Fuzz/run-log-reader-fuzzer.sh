#!/usr/bin/env bash
# Fuzzes the message-log reader (replay and verify included) with libFuzzer.
# Usage: Tests/Fuzz/run-log-reader-fuzzer.sh [runs]   (default 1000000 inputs)
# Builds one executable from Reel's sources and the target in Tests/Fuzz/LogReader with
# `swiftc -sanitize=fuzzer` (not a SwiftPM target, so `swift build` never sees it), then
# runs it on a copy of the seed corpus. Exits non-zero if any input crashes; the crashing input
# is left in the work folder printed at the end.
set -euo pipefail

runs="${1:-1000000}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="${REEL_FUZZ_DIR:-$root/.build/fuzz-log-reader}"
mkdir -p "$work/corpus"
cp "$root"/Tests/Fuzz/LogReader/corpus/* "$work/corpus/"

mapfile -t sources < <(find "$root/Sources/Reel" -name '*.swift' | sort)
swiftc -sanitize=fuzzer${REEL_FUZZ_SANITIZE:+,$REEL_FUZZ_SANITIZE} -parse-as-library -O -package-name reel -module-name ReelFuzz \
    "${sources[@]}" "$root"/Tests/Fuzz/LogReader/*.swift -o "$work/log-reader-fuzzer"

cd "$work"
./log-reader-fuzzer -runs="$runs" -max_len=2048 -dict="$root/Tests/Fuzz/LogReader/log.dict" \
    -artifact_prefix="$work/" -print_final_stats=1 corpus
echo "fuzzed $runs inputs with no crash (work folder: $work)"
