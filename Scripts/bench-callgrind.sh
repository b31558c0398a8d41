#!/bin/sh
# Instructions per operation of reel-bench rows under callgrind: (Ir at --count N - Ir at --count 0) / N,
# with SWIFT_DETERMINISTIC_HASHING=1. Steady on a loaded machine, where seconds are not.
#
#   swift build -c release --product reel-bench
#   Scripts/bench-callgrind.sh .build/release/reel-bench                      # every row below
#   Scripts/bench-callgrind.sh .build/release/reel-bench effect-dispatch=20000 bare-counter
#
# Prints "row N instructions/op". Not measured this way: shrink (its --count is a minimum session
# length, so N and 0 do the same work), check-search (its --count is the fewest distinct states, reached
# by checks one level deeper at a time, so the work is not N times one operation), explore-app and
# http-loopback-* (their child processes do not start under valgrind). effect-dispatch moves by about
# ±100 with thread scheduling: repeat it.
set -eu
bin=$1
shift
[ $# -gt 0 ] || set -- dispatch-counter=200000 bare-counter=200000 dispatch-array=200000 bare-array=200000 \
    effect-sync=50000 bare-effect-sync=50000 effect-dispatch=20000 bare-effect-dispatch=20000 \
    subscriptions-100=20000 bare-subscribed=20000 custom-dispatch=20000 bare-custom=20000 \
    ticks-1000=2000 bare-ticks=2000 store-send=2000 store-send-after-reads=2000 store-send-after-list-reads=2000 bare-store-send=2000 store-list-1000=2000 bare-store-list-1000=2000 \
    render=2000 bare-copy=2000 terminal-keystroke=1000 bare-keystroke-render=1000 record=20000 replay-verify=20000 \
    inspect-seek=20000 explore=500 bare-search=500 cache-memory-hit=20000 bare-cache-memory-hit=20000 \
    cache-disk-hit=2000 bare-cache-disk-hit=2000 cache-write=300 bare-cache-write=300
log=$(mktemp)
trap 'rm -f "$log"' EXIT
ir() {  # row count -> instructions of the whole run
    if SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$1" --count "$2" \
        >/dev/null 2>"$log"; then
        sed -n 's/.*Collected : *\([0-9]*\).*/\1/p' "$log"
    else
        echo "reel-bench $1 --count $2 failed under valgrind" >&2
        echo 0
    fi
}
for spec in "$@"; do
    row=${spec%%=*}
    n=${spec#*=}
    [ "$n" = "$spec" ] && n=10000
    zero=$(ir "$row" 0)
    full=$(ir "$row" "$n")
    awk -v r="$row" -v n="$n" -v a="$zero" -v b="$full" 'BEGIN { printf "%-24s %8d %12.1f\n", r, n, (b - a) / n }'
done
