#!/usr/bin/env bash
# Line coverage per module: builds the tests with code coverage in .build-cov, runs them with every
# process writing its own raw profile, merges the readable ones, and prints, for every module under
# Sources/ and Examples/, the lines covered (llvm-cov's export of the test binary). Test code and build
# products are not counted.
#
# Why not `swift test --enable-code-coverage`: its merge fails the whole run on one unreadable profile,
# and the tests make some on purpose: an explorer ends its other child processes with SIGKILL when one
# fails (the chaos tests kill one), and a child killed while it writes its profile at exit leaves it
# half written. Such a profile says nothing about the code, so it is dropped, and counted aloud.
# Usage: Scripts/coverage.sh [--min PERCENT] [--floor MODULE=PERCENT ...] [--sanitize address] [--no-test]
#   --min PERCENT  exit 1 if a library module (Reel, ReelLog, ReelTesting, ReelShell, ReelUI, ReelInspection) is below PERCENT
#   --floor M=P    a floor of its own for module M (say why where it is given)
#   --sanitize address  build and run the tests under the address sanitizer too, in .build-asan: CI's
#                  run under the sanitizer and its coverage run are then one build and one run
#                  (the sanitizer's options come from the environment, ASAN_OPTIONS and LSAN_OPTIONS)
#   --no-test      report the coverage of the last run without running the tests again
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-cov
sanitize=()
min=0
floors=""
run_tests=1
while [[ $# -gt 0 ]]; do
    case "$1" in
        --min) min="$2"; shift 2 ;;
        --floor) floors="$floors $2"; shift 2 ;;
        --no-test) run_tests=0; shift ;;
        --sanitize) sanitize=(--sanitize="$2"); scratch=".build-$2"; shift 2 ;;
        *) echo "usage: $0 [--min PERCENT] [--floor MODULE=PERCENT] [--sanitize address] [--no-test]" >&2; exit 2 ;;
    esac
done

# The toolchain's own llvm-profdata and llvm-cov: another LLVM's cannot read this compiler's profiles.
toolchain="$(dirname "$(command -v swift)")"
profdata="$toolchain/llvm-profdata" && [[ -x "$profdata" ]] || profdata=llvm-profdata
llvmcov="$toolchain/llvm-cov" && [[ -x "$llvmcov" ]] || llvmcov=llvm-cov
profiles="$PWD/$scratch/profiles"
merged="$profiles/merged.profdata"
binary="$(swift build --scratch-path "$scratch" --show-bin-path)/ReelPackageTests.xctest"
if [[ $run_tests -eq 1 ]]; then
    swift build --build-tests --enable-code-coverage ${sanitize[@]+"${sanitize[@]}"} --scratch-path "$scratch"
    rm -rf "$profiles" && mkdir -p "$profiles"
    # %p: a file per process, so a killed one spoils only its own; %m: one per binary.
    LLVM_PROFILE_FILE="$profiles/%m.%p.profraw" swift test --skip-build ${sanitize[@]+"${sanitize[@]}"} --scratch-path "$scratch"
    readable=()
    dropped=0
    for raw in "$profiles"/*.profraw; do
        if "$profdata" show "$raw" >/dev/null 2>&1; then readable+=("$raw"); else dropped=$((dropped + 1)); fi
    done
    [[ ${#readable[@]} -gt 0 ]] || { echo "coverage: no readable profile in $profiles" >&2; exit 1; }
    echo "coverage: ${#readable[@]} profiles merged; $dropped unreadable (a process killed while writing it) dropped"
    "$profdata" merge --sparse --failure-mode=any "${readable[@]}" -o "$merged"
fi
[[ -f "$merged" ]] || { echo "coverage: no merged profile: run without --no-test first" >&2; exit 1; }
json="$profiles/coverage.json"
"$llvmcov" export --summary-only --instr-profile "$merged" "$binary" >"$json"
targets="$(swift package --scratch-path "$scratch" describe --type json)"

python3 - "$json" "$min" "$targets" "$floors" <<'PY'
import json, os, sys

json_path, minimum, targets = sys.argv[1], float(sys.argv[2]), json.loads(sys.argv[3])["targets"]
floors = {name: float(value) for name, value in (item.split("=") for item in sys.argv[4].split())}
libraries = {"Reel", "ReelLog", "ReelTesting", "ReelShell", "ReelUI", "ReelInspection"}
root = os.getcwd() + "/"
# Each module's folder, longest first so that a file goes to the innermost module holding it.
modules = sorted(((t["path"].rstrip("/") + "/", t["name"]) for t in targets
                  if t["path"].startswith(("Sources/", "Examples/"))), key=lambda m: -len(m[0]))
lines = {name: [0, 0] for _, name in modules}  # name -> [covered, count]
for export in json.load(open(json_path))["data"]:
    for file in export["files"]:
        path = os.path.relpath(file["filename"], root)
        for folder, name in modules:
            if path.startswith(folder):
                summary = file["summary"]["lines"]
                lines[name][0] += summary["covered"]
                lines[name][1] += summary["count"]
                break

def percent(covered, count):
    return 100.0 * covered / count if count else 0.0

failed = []
print(f"{'module':<16}{'lines':>8}{'covered':>9}{'%':>8}")
for name in sorted(lines, key=lambda n: (n not in libraries, n.lower())):
    covered, count = lines[name]
    if count == 0:
        print(f"{name:<16}{'':>8}{'':>9}{'—':>8}   not in any test binary")
        continue
    value = percent(covered, count)
    floor = floors.get(name, minimum)
    below = name in libraries and value < floor
    failed += [name] if below else []
    print(f"{name:<16}{count:>8}{covered:>9}{value:>8.1f}" + (f"   below {floor:g}%" if below else ""))
covered, count = (sum(v[i] for v in lines.values()) for i in (0, 1))
print(f"{'total':<16}{count:>8}{covered:>9}{percent(covered, count):>8.1f}")
if failed:
    sys.exit(f"line coverage below its floor: {', '.join(failed)}")
PY
