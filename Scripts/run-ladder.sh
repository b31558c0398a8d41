#!/usr/bin/env bash
# Runs every rung of the examples' ladder (Examples/NN-…/README.md) the way its README says, and fails
# if a command fails or prints anything other than the README's "What you will see" block, so that
# no README can rot. A rung's README holds one ```sh block, the command (run from the repository's
# root), and one ```text block, its whole standard output; what goes to standard error (SwiftPM's
# build lines, the shell's refusals) is shown only when the rung fails.
#
#   Scripts/run-ladder.sh          every rung
#   Scripts/run-ladder.sh 03 05    only these
set -euo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The lines of the first fenced block of a kind (sh, text) in a Markdown file, exactly.
block() { awk -v fence="\`\`\`$1" 'inside && /^```$/ { exit } inside { print } $0 == fence { inside = 1 }' "$2"; }

rungs=(Examples/[0-9][0-9]-*/)
[[ ${#rungs[@]} -ge 9 ]] || { echo "run-ladder: expected at least 9 rungs under Examples/, found ${#rungs[@]}"; exit 1; }
failed=0
ran=0
for rung in "${rungs[@]}"; do
    rung="${rung%/}"
    number="$(basename "$rung")"; number="${number%%-*}"
    if [[ $# -gt 0 && ! " $* " =~ " $number " ]]; then continue; fi
    readme="$rung/README.md"
    command="$(block sh "$readme")"
    if [[ -z "$command" || "$command" == *$'\n'* || "$command" != *"swift run "* ]]; then
        echo "FAIL $rung: its README's \`\`\`sh block must be one line with a swift run command"
        failed=1
        continue
    fi
    block text "$readme" >"$work/expected"
    echo "== $rung: $command"
    status=0
    bash -c "$command" >"$work/actual" 2>"$work/stderr" || status=$?
    ran=$((ran + 1))
    if [[ $status -ne 0 ]]; then
        echo "FAIL $rung: exit status $status"; cat "$work/stderr"
        failed=1
    elif ! diff -u --label "$readme (What you will see)" --label "$command" "$work/expected" "$work/actual"; then
        echo "FAIL $rung: its output is not what its README shows"
        failed=1
    else
        echo "ok   $rung"
    fi
done
[[ $ran -gt 0 ]] || { echo "run-ladder: no rung matched $*"; exit 1; }
[[ $failed -eq 0 ]] || exit 1
echo "run-ladder: $ran rungs print what their READMEs show"
