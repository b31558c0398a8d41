#!/usr/bin/env bash
# Fuzzes the live inspector page's request reader (reel-demo inspect --serve) with libFuzzer.
# Usage: Tests/Fuzz/run-http-request-fuzzer.sh [runs]   (default 1000000 inputs)
# Builds one executable from the reader's source (it imports nothing) and the target in
# Tests/Fuzz/HTTPRequest (how, and what fails it: fuzz-common.sh).
source "$(dirname "$0")/fuzz-common.sh"
fuzz_prepare http-request HTTPRequest

swiftc "${fuzz_flags[@]}" -module-name HTTPRequestFuzz \
    "$root/Sources/ReelShell/Serve/HTTPRequestReader.swift" \
    "$root"/Tests/Fuzz/HTTPRequest/*.swift -o "$work/http-request-fuzzer"

fuzz_run http-request-fuzzer 12000 "$root/Tests/Fuzz/HTTPRequest/http.dict"
