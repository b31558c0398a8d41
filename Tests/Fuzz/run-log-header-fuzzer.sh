#!/usr/bin/env bash
# Fuzzes a log's header line with libFuzzer: read, checked against the scene (limits, cases,
# schema version) and followed by a session's steps read through the migrations and verified.
# Usage: Tests/Fuzz/run-log-header-fuzzer.sh [runs]   (default 1000000 inputs)
# Builds Reel and ReelLog as modules (once for every fuzz target that needs them), then the log reader fuzzer's
# scene and the target in Tests/Fuzz/LogHeader on it (how, and what fails it: fuzz-common.sh).
source "$(dirname "$0")/fuzz-common.sh"
fuzz_prepare log-header LogHeader

fuzz_modules Reel ReelLog
swiftc "${module_flags[@]}" -module-name ReelLogHeaderFuzz "$root"/Tests/Fuzz/LogReader/FuzzScene.swift \
    "$root"/Tests/Fuzz/LogHeader/*.swift "${module_links[@]}" -o "$work/log-header-fuzzer"

fuzz_run log-header-fuzzer 4096 "$root/Tests/Fuzz/LogHeader/header.dict"
