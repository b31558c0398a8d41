#!/usr/bin/env bash
# Fuzzes the demo shell's line parser with libFuzzer.
# Usage: Tests/Fuzz/run-line-parser-fuzzer.sh [runs]   (default 1000000 inputs)
# Builds one executable from the parser's sources (they import nothing but Reel's strict UTF-8
# decoding, compiled in beside them) and the target in
# Tests/Fuzz/LineParser with `swiftc -sanitize=fuzzer` (not a SwiftPM target, so `swift build`
# never sees it), then runs it on a copy of the seed corpus. Exits non-zero if any input crashes;
# the crashing input is left in the work folder printed at the end.
set -euo pipefail

runs="${1:-1000000}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="${REEL_FUZZ_DIR:-$root/.build/fuzz-line-parser}"
mkdir -p "$work/corpus"
cp "$root"/Tests/Fuzz/LineParser/corpus/* "$work/corpus/"

shell="$root/Sources/ReelShell"
swiftc -sanitize=fuzzer${REEL_FUZZ_SANITIZE:+,$REEL_FUZZ_SANITIZE} -parse-as-library -O -package-name reel -module-name LineParserFuzz \
    "$shell/LineParser.swift" "$shell/ShellCommand.swift" "$shell/Builtin.swift" "$shell/Suggestion.swift" \
    "$root/Sources/Reel/Support/String+ValidUTF8.swift" \
    "$root"/Tests/Fuzz/LineParser/*.swift -o "$work/line-parser-fuzzer"

cd "$work"
./line-parser-fuzzer -runs="$runs" -max_len=4200 -dict="$root/Tests/Fuzz/LineParser/line.dict" \
    -artifact_prefix="$work/" -print_final_stats=1 corpus
echo "fuzzed $runs inputs with no crash (work folder: $work)"
