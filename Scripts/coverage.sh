#!/usr/bin/env bash
# Line coverage per module: runs the tests with code coverage in .build-cov, then reads the JSON
# SwiftPM writes (`swift test --show-codecov-path`) and prints, for every module under Sources/ and
# Examples/, the lines covered. Test code and build products are not counted.
# Usage: Scripts/coverage.sh [--min PERCENT] [--floor MODULE=PERCENT ...] [--no-test]
#   --min PERCENT  exit 1 if a library module (Reel, ReelTesting, ReelShell, ReelUI, ReelInspection) is below PERCENT
#   --floor M=P    a floor of its own for module M (say why where it is given)
#   --no-test      report the coverage of the last run without running the tests again
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-cov
min=0
floors=""
run_tests=1
while [[ $# -gt 0 ]]; do
    case "$1" in
        --min) min="$2"; shift 2 ;;
        --floor) floors="$floors $2"; shift 2 ;;
        --no-test) run_tests=0; shift ;;
        *) echo "usage: $0 [--min PERCENT] [--floor MODULE=PERCENT] [--no-test]" >&2; exit 2 ;;
    esac
done

if [[ $run_tests -eq 1 ]]; then
    swift test --enable-code-coverage --scratch-path "$scratch"
fi
json="$(swift test --show-codecov-path --scratch-path "$scratch")"
targets="$(swift package --scratch-path "$scratch" describe --type json)"

python3 - "$json" "$min" "$targets" "$floors" <<'PY'
import json, os, sys

json_path, minimum, targets = sys.argv[1], float(sys.argv[2]), json.loads(sys.argv[3])["targets"]
floors = {name: float(value) for name, value in (item.split("=") for item in sys.argv[4].split())}
libraries = {"Reel", "ReelTesting", "ReelShell", "ReelUI", "ReelInspection"}
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
