#!/usr/bin/env bash
# Fuzzes the message-log reader (replay and verify included) with libFuzzer.
# Usage: Tests/Fuzz/run-log-reader-fuzzer.sh [runs]   (default 1000000 inputs)
# Builds Reel and ReelLog as modules (once for every fuzz target that needs them) and the target in
# Tests/Fuzz/LogReader on it (how, and what fails it: fuzz-common.sh).
source "$(dirname "$0")/fuzz-common.sh"
fuzz_prepare log-reader LogReader

fuzz_modules Reel ReelLog
swiftc "${module_flags[@]}" -module-name ReelLogReaderFuzz "$root"/Tests/Fuzz/LogReader/*.swift "${module_links[@]}" \
    -o "$work/log-reader-fuzzer"

fuzz_run log-reader-fuzzer 2048 "$root/Tests/Fuzz/LogReader/log.dict"
