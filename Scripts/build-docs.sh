#!/usr/bin/env bash
# Builds the documentation of Reel, ReelLog, ReelTesting, ReelShell and ReelUI with the toolchain's docc: the
# modules' public symbol graphs (from `swift package dump-symbol-graph`) and their catalogs
# (Sources/<Module>/<Module>.docc). Any warning (an unresolved link, a missing page) fails the run,
# so the documentation cannot rot. The archives land in .build-docs/archives/.
#
# usage: Scripts/build-docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docs
mkdir -p "$scratch"
# The graphs come from the package's own build (.build, shared with `swift build` and `swift test`, so
# after them nothing is compiled again). The command also tries the test bundles' modules, which may
# have no graph to give, and then fails; what counts is that each documented module's graph was
# written fresh (checked below).
rm -rf .build/*/symbolgraph
swift package dump-symbol-graph --minimum-access-level public --skip-synthesized-members \
    >"$scratch/dump.log" 2>&1 || true
graphs=$(find .build -maxdepth 2 -type d -name symbolgraph | head -n 1)
[ -n "$graphs" ] || { echo "build-docs: no symbol graphs were written (see $scratch/dump.log)"; exit 1; }
mkdir -p "$scratch/archives"

for module in Reel ReelLog ReelTesting ReelShell ReelUI; do
    # Each module's own graphs only: its symbols, and its extensions of other modules' types.
    [ -f "$graphs/$module.symbols.json" ] || { echo "build-docs: no symbol graph for $module (see $scratch/dump.log)"; exit 1; }
    only=$(mktemp -d)
    cp "$graphs/$module.symbols.json" "$only/"
    find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$only/" \;
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$only" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.reel.$module" \
        --output-dir "$scratch/archives/$module.doccarchive" \
        --warnings-as-errors
    rm -rf "$only"
    echo "build-docs: $module built with no warnings ($scratch/archives/$module.doccarchive)"
done
