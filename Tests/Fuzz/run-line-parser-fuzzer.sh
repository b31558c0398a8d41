#!/usr/bin/env bash
# Fuzzes the demo shell's line parser with libFuzzer.
# Usage: Tests/Fuzz/run-line-parser-fuzzer.sh [runs]   (default 1000000 inputs)
# Builds one executable from the parser's sources (they import nothing but Reel's strict UTF-8
# decoding, compiled in beside them) and the target in Tests/Fuzz/LineParser (how, and what fails
# it: fuzz-common.sh).
source "$(dirname "$0")/fuzz-common.sh"
fuzz_prepare line-parser LineParser

shell="$root/Sources/ReelShell"
swiftc "${fuzz_flags[@]}" -module-name LineParserFuzz \
    "$shell/LineParser.swift" "$shell/ShellCommand.swift" "$shell/Builtin.swift" "$shell/Suggestion.swift" \
    "$root/Sources/Reel/Support/String+ValidUTF8.swift" \
    "$root"/Tests/Fuzz/LineParser/*.swift -o "$work/line-parser-fuzzer"

fuzz_run line-parser-fuzzer 4200 "$root/Tests/Fuzz/LineParser/line.dict"
