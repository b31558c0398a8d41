#!/usr/bin/env bash
# Lints Package.swift, Sources, Examples and Tests with the toolchain's swift-format and the committed
# .swift-format (lint only: it never rewrites a file). Exits 1 on any finding.
#
# swift-format cannot turn off its whitespace linter, which compares each file with the layout its own
# pretty printer would produce. Reel aligns continuation lines under the opening parenthesis or the first
# condition, a layout that printer never produces, so its layout findings are dropped here:
#   Indentation, AddLines, RemoveLine, Spacing   hand-aligned continuation lines
#   LineLength, EndOfLineComment                 measured on the re-laid-out lines; long string literals
#                                                and test names stay on one line (lineLength 130 is the
#                                                width code is wrapped at)
#   TrailingComma                                follows the printer's own line breaks
# Every other finding fails: the rules enabled in .swift-format, trailing whitespace, parse errors; and,
# checked here, a tab in a line's indentation (Reel indents with 4 spaces). Then Scripts/check-unsafe.sh:
# an unsafe construct outside an engine room (an Engine/ folder) fails, its self-test first.
# Rules turned off in .swift-format because the code uses these idioms on purpose:
#   DoNotUseSemicolons              short branches on one line: `{ index += 1; depth -= 1; return }`
#   UseLetInEveryBoundCaseVariable  `case let .same(text, e, a):`
#   OrderedImports                  the platform `#if canImport` block comes first, `@testable` imports
#                                   are sorted in with the others
#   OneCasePerLine                  small message enums on one line: `enum Msg { case ping, pong(Int) }`
#   OneVariableDeclarationPerLine   `let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()`
#   OnlyOneTrailingClosureArgument  a labelled callback next to the main trailing closure
#   ReplaceForEachWithForLoop       the program's drain loop uses `forEach` on purpose
set -euo pipefail
cd "$(dirname "$0")/.."

layout='\[(Indentation|AddLines|RemoveLine|Spacing|LineLength|EndOfLineComment|TrailingComma)\]'
status=0
output="$(swift format lint --parallel --recursive Package.swift Sources Examples Tests 2>&1)" || status=$?
findings="$(grep -Ev "$layout" <<<"$output" | sort -u || true)"
tabs="$(grep -rnP --include='*.swift' '^ *\t' Package.swift Sources Examples Tests | sed 's/$/ (tab in indentation)/' || true)"
findings="$(printf '%s\n%s' "$findings" "$tabs" | grep . || true)"
if [[ -n "$findings" || $status -ne 0 ]]; then
    echo "$findings"
    echo "swift-format lint: $(grep -c . <<<"$findings") findings (exit status $status)"
    exit 1
fi
echo "swift-format lint: no findings"
Scripts/check-unsafe.sh --self-test
Scripts/check-unsafe.sh
