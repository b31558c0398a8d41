#!/usr/bin/env bash
# Keeps unsafe constructs in the engine room. An unsafe construct (a raw or typed pointer, Unmanaged,
# unsafeDowncast, unsafeBitCast, `@exclusivity(unchecked)`, `nonisolated(unsafe)`, `unowned(unsafe)`,
# a `withUnsafe…` call) may appear in the library's code only in an `Engine/` folder of a module, behind
# a safe API with its measured reason beside it, or in a file listed in Scripts/unsafe-allowed.txt with
# why it is there. Comments do not count. Fails, naming each file and its first such line, when:
#   - a file outside the engine rooms and not on the list has one;
#   - a file on the list has none any more (take it off: the list only shrinks).
#
#   Scripts/check-unsafe.sh               check Sources/
#   Scripts/check-unsafe.sh --self-test   plant a construct outside an engine room and one inside, in a
#                                         copy, and see the check fail on the first and pass the second
set -euo pipefail
cd "$(dirname "$0")/.."

pattern='Unsafe(Mutable)?(Raw)?(Buffer)?Pointer|Unmanaged|unsafeDowncast|unsafeBitCast|@exclusivity\(unchecked\)|nonisolated\(unsafe\)|unowned\(unsafe\)|withUnsafe[A-Z]'

# check ROOT: the check over ROOT/Sources with ROOT/Scripts/unsafe-allowed.txt; prints findings, exits 1 on any.
check() {
    local root="$1" allowed="$1/Scripts/unsafe-allowed.txt" failed=0 file line
    local -A listed=()
    while IFS= read -r line; do
        line="${line%%#*}"; line="${line%"${line##*[! ]}"}"
        [[ -n "$line" ]] && listed["$line"]=1
    done < <([[ -f "$allowed" ]] && cat "$allowed")
    while IFS= read -r file; do
        local relative="${file#"$root"/}"
        [[ "$relative" == */Engine/* ]] && continue
        # The first line with a construct, its comment (from `//`) left out.
        line="$(sed -E 's#//.*$##' "$file" | grep -nE "$pattern" | head -1 || true)"
        if [[ -n "$line" && -z "${listed[$relative]:-}" ]]; then
            echo "check-unsafe: $relative:${line%%:*}: an unsafe construct outside an engine room (move it to an Engine/ folder behind a safe API): ${line#*:}" | sed -E 's/ +/ /g'
            failed=1
        elif [[ -z "$line" && -n "${listed[$relative]:-}" ]]; then
            echo "check-unsafe: $relative is listed in Scripts/unsafe-allowed.txt but has no unsafe construct: take it off the list"
            failed=1
        fi
    done < <(find "$root/Sources" -name '*.swift' | sort)
    for relative in "${!listed[@]}"; do
        [[ -f "$root/$relative" ]] || { echo "check-unsafe: Scripts/unsafe-allowed.txt lists $relative, which does not exist"; failed=1; }
    done
    return $failed
}

if [[ "${1:-}" == "--self-test" ]]; then
    copy="$(mktemp -d)"
    trap 'rm -rf "$copy"' EXIT
    mkdir -p "$copy/Sources/Reel/Engine" "$copy/Scripts"
    cp Scripts/unsafe-allowed.txt "$copy/Scripts/"
    # The listed files, so that the list is satisfied; then one plant outside and one inside.
    (grep -oE '^Sources/[^ #]+' Scripts/unsafe-allowed.txt || true) | while read -r relative; do
        mkdir -p "$copy/$(dirname "$relative")"; cp "$relative" "$copy/$relative"
    done
    printf 'func planted(_ object: AnyObject) -> UnsafeRawPointer {\n    // an Unmanaged in a comment is fine\n    Unmanaged.passUnretained(object).toOpaque().map { $0 }\n}\n' > "$copy/Sources/Reel/Planted.swift"
    if output="$(check "$copy")"; then
        echo "check-unsafe --self-test: a planted unsafe construct outside an engine room was not found"; exit 1
    fi
    grep -q 'Sources/Reel/Planted.swift:1: an unsafe construct outside an engine room' <<<"$output" \
        || { echo "check-unsafe --self-test: the plant was not named: $output"; exit 1; }
    echo "check-unsafe --self-test: fails as it must: $output"
    mv "$copy/Sources/Reel/Planted.swift" "$copy/Sources/Reel/Engine/Planted.swift"
    printf '// nothing unsafe here: Unmanaged in a comment\nlet plain = 1\n' > "$copy/Sources/Reel/Plain.swift"
    check "$copy" || { echo "check-unsafe --self-test: a construct in an engine room, or one in a comment, was refused"; exit 1; }
    echo "check-unsafe --self-test: passes with the construct in Sources/Reel/Engine/ and one in a comment"
    exit 0
fi

[[ -z "${1:-}" ]] || { echo "usage: $0 [--self-test]" >&2; exit 2; }
check "$PWD"
count="$(grep -cE '^Sources/' Scripts/unsafe-allowed.txt || true)"
echo "check-unsafe: no unsafe construct outside the engine rooms but in the $count files Scripts/unsafe-allowed.txt lists"
