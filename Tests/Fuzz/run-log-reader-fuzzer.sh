#!/usr/bin/env bash
# Fuzzes the message-log reader (replay and verify included) with libFuzzer.
# Usage: Tests/Fuzz/run-log-reader-fuzzer.sh [runs]   (default 1000000 inputs)
# Builds one executable from Reel's sources and the target in Tests/Fuzz/LogReader (how, and what
# fails it: fuzz-common.sh).
source "$(dirname "$0")/fuzz-common.sh"
fuzz_prepare log-reader LogReader

mapfile -t sources < <(find "$root/Sources/Reel" -name '*.swift' | sort)
swiftc "${fuzz_flags[@]}" -module-name ReelFuzz "${sources[@]}" "$root"/Tests/Fuzz/LogReader/*.swift -o "$work/log-reader-fuzzer"

fuzz_run log-reader-fuzzer 2048 "$root/Tests/Fuzz/LogReader/log.dict"
