#!/usr/bin/env bash
# The public API guard: compares the API of Reel's library products with the baseline in API/, recorded
# from the last release (API/RELEASE names it), with `swift package diagnose-api-breaking-changes`
# (swift-api-digester, from the toolchain). Any breaking change fails.
#
# An intended break: say it in CHANGELOG.md, under [Unreleased], in a "### Removed" or "### Changed"
# entry marked **Breaking** (the next release is then a major one), commit, and record the new baseline
# from that commit with `--record HEAD`: the baseline's diff shows the break in review like any other code.
#
# Usage: Scripts/check-api.sh                check the working tree against API/
#        Scripts/check-api.sh --record REF   record API/ from REF (a release tag, or HEAD after an intended break)
set -euo pipefail
cd "$(dirname "$0")/.."

products=(Reel ReelLog ReelTesting ReelShell ReelUI)
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

if [[ "${1:-}" == "--record" ]]; then
    ref="${2:?usage: $0 --record REF}"
    sha="$(git rev-parse --verify "$ref^{commit}")"
    present=()
    for product in "${products[@]}"; do
        git cat-file -e "$sha:Sources/$product" 2>/dev/null && present+=("$product")
    done
    swift package diagnose-api-breaking-changes "$sha" --products "${present[@]}" \
        --baseline-dir "$scratch" --regenerate-baseline > "$scratch/record.txt" 2>&1 \
        || { cat "$scratch/record.txt"; exit 1; }
    rm -f API/*.json
    for product in "${present[@]}"; do
        # The digester notes the folders it searched, which name this machine's build: they say nothing
        # of the API, so they are replaced, and a baseline recorded anywhere is the same file.
        sed -E 's#"[^"]*\\/apidiff\\/[0-9a-f]+-checkout\\/#"<checkout>\\/#g' "$scratch/$sha/$product.json" > "API/$product.json"
    done
    if [[ "$ref" == "$sha" || "$ref" == HEAD ]]; then described="$(git describe --tags --always "$sha")"; else described="$ref"; fi
    echo "$described" > API/RELEASE
    echo "recorded the API of ${present[*]} at $described in API/"
    exit 0
fi

[[ -z "${1:-}" ]] || { echo "usage: $0 [--record REF]" >&2; exit 2; }
checked=()
for product in "${products[@]}"; do
    if [[ -f "API/$product.json" ]]; then
        checked+=("$product")
    elif [[ -d "Sources/$product" ]]; then
        echo "new since $(cat API/RELEASE): $product (its API is guarded from the release that records it)"
    fi
done
# SwiftPM keeps baselines by the commit they were made from; the recorded ones are put where it looks
# for HEAD's, so it compares the working tree with them and builds no other checkout.
head="$(git rev-parse HEAD)"
# The digester sees a public declaration made `package` as still there; this finds those, in the modules
# it has just built, and adds them to the report.
demoted() {
    local modules product found=0
    modules="$(swift build --show-bin-path)/Modules"
    for product in "${checked[@]}"; do
        swift-api-digester -dump-sdk -module "$product" -I "$modules" -o "$scratch/$product-now.json" >/dev/null 2>&1 \
            || { echo "check-api: could not dump the API of $product from $modules" >> "$1"; return 1; }
        python3 Scripts/api-public.py demoted "API/$product.json" "$scratch/$product-now.json" >> "$1" || found=1
    done
    return "$found"
}
mkdir -p "$scratch/$head"
# Only public declarations are promised: the baselines are read without the package ones the digester
# records too (Scripts/api-public.py says why).
for baseline in API/*.json; do
    python3 Scripts/api-public.py public "$baseline" "$scratch/$head/$(basename "$baseline")"
done
if swift package diagnose-api-breaking-changes HEAD --products "${checked[@]}" --baseline-dir "$scratch" \
    > "$scratch/report.txt" 2>&1 && demoted "$scratch/report.txt"; then
    grep -E "breaking change|API breakage" "$scratch/report.txt" || true
    echo "check-api: the API of ${checked[*]} keeps everything $(cat API/RELEASE) promised"
else
    grep -vE "^\[[0-9]+/[0-9]+\]|^Building|^Build complete|^Compiling|^Write|^Linking" "$scratch/report.txt" || true
    echo "check-api: a breaking change to the API $(cat API/RELEASE) promised. If it is intended, say so in CHANGELOG.md" \
         "(under [Unreleased], marked **Breaking**), commit, and record the new baseline: Scripts/check-api.sh --record HEAD"
    exit 1
fi
