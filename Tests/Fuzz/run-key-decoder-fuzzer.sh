#!/usr/bin/env bash
# Fuzzes the terminal's key decoder (and keys read back from a log's JSON) with libFuzzer.
# Usage: Tests/Fuzz/run-key-decoder-fuzzer.sh [runs]   (default 1000000 inputs)
# Builds one executable from the key's sources (they import nothing but Reel's strict UTF-8
# decoding, compiled in beside them) and the target in Tests/Fuzz/KeyDecoder with
# `swiftc -sanitize=fuzzer` (not a SwiftPM target, so `swift build` never sees it), then runs it on
# a copy of the seed corpus. Exits non-zero if any input crashes, breaks a property the target
# checks, or hangs; the input is left in the work folder printed at the end. With
# REEL_FUZZ_SANITIZE=address the target is built with the address sanitizer too, and LeakSanitizer
# fails any input that leaks.
set -euo pipefail

runs="${1:-1000000}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="${REEL_FUZZ_DIR:-$root/.build/fuzz-key-decoder}"
mkdir -p "$work/corpus"
cp "$root"/Tests/Fuzz/KeyDecoder/corpus/* "$work/corpus/"

terminal="$root/Sources/ReelShell/Terminal"
swiftc -sanitize=fuzzer${REEL_FUZZ_SANITIZE:+,$REEL_FUZZ_SANITIZE} -parse-as-library -O -package-name reel -module-name KeyDecoderFuzz \
    "$terminal/Key.swift" "$terminal/KeyDecoder.swift" "$terminal/Key+Codable.swift" \
    "$root/Sources/Reel/Support/String+ValidUTF8.swift" \
    "$root"/Tests/Fuzz/KeyDecoder/*.swift -o "$work/key-decoder-fuzzer"

cd "$work"
./key-decoder-fuzzer -runs="$runs" -max_len=1024 -timeout=10 -dict="$root/Tests/Fuzz/KeyDecoder/keys.dict" \
    -artifact_prefix="$work/" -print_final_stats=1 corpus
echo "fuzzed $runs inputs with no crash (work folder: $work)"
