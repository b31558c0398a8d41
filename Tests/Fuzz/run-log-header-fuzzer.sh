#!/usr/bin/env bash
# Fuzzes a log's header line with libFuzzer: read, checked against the scene (limits, cases,
# schema version) and followed by a session's steps read through the migrations and verified.
# Usage: Tests/Fuzz/run-log-header-fuzzer.sh [runs]   (default 1000000 inputs)
# Builds one executable from Reel's sources, the log reader fuzzer's scene and the target in
# Tests/Fuzz/LogHeader (how, and what fails it: fuzz-common.sh).
source "$(dirname "$0")/fuzz-common.sh"
fuzz_prepare log-header LogHeader

mapfile -t sources < <(find "$root/Sources/Reel" -name '*.swift' | sort)
swiftc "${fuzz_flags[@]}" -module-name ReelFuzz "${sources[@]}" \
    "$root"/Tests/Fuzz/LogReader/FuzzScene.swift "$root"/Tests/Fuzz/LogHeader/*.swift -o "$work/log-header-fuzzer"

fuzz_run log-header-fuzzer 4096 "$root/Tests/Fuzz/LogHeader/header.dict"
