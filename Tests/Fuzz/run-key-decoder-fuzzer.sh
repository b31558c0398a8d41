#!/usr/bin/env bash
# Fuzzes the terminal's key decoder (and keys read back from a log's JSON) with libFuzzer.
# Usage: Tests/Fuzz/run-key-decoder-fuzzer.sh [runs]   (default 1000000 inputs)
# Builds one executable from the key's sources (they import nothing but Reel's strict UTF-8
# decoding, compiled in beside them) and the target in Tests/Fuzz/KeyDecoder (how, and what fails
# it: fuzz-common.sh).
source "$(dirname "$0")/fuzz-common.sh"
fuzz_prepare key-decoder KeyDecoder

terminal="$root/Sources/ReelShell/Terminal"
swiftc "${fuzz_flags[@]}" -module-name KeyDecoderFuzz \
    "$terminal/Key.swift" "$terminal/KeyDecoder.swift" "$terminal/Key+Codable.swift" \
    "$root/Sources/Reel/Support/String+ValidUTF8.swift" \
    "$root"/Tests/Fuzz/KeyDecoder/*.swift -o "$work/key-decoder-fuzzer"

fuzz_run key-decoder-fuzzer 1024 "$root/Tests/Fuzz/KeyDecoder/keys.dict"
