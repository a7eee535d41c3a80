#!/bin/sh
# `npm start`'s last step, and how benchmarks and e2e journeys start the server: the compiled
# server (dist-server/, `npm run build`) on Node, with the memory settings a long-running server
# of photos needs (docs/scaling.md "A process's memory"); an operator's own values win.
# - MALLOC_ARENA_MAX=2: glibc gives each thread that allocates its own 64 MB arena otherwise
#   (libvips, the recogniser's threads), and freed memory stays in them;
# - MALLOC_MMAP_THRESHOLD_=131072: a freed photo's or model's buffer goes back to the system;
#   by default glibc raises this threshold as buffers are freed, and later ones stay resident;
# - --max-semi-space-size=16 (MB): V8 sizes the young generation from the machine's memory (64 MB
#   semi-spaces on 24 GB), though a request's objects die young in far less.
# NODE names the node binary (default: the one on PATH). Arguments, when given, replace
# dist-server/main.mjs (a script and its arguments measured under the same settings: bench/).
cd "$(dirname "$0")/.." || exit 1
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
[ $# -gt 0 ] || set -- dist-server/main.mjs
exec "${NODE:-node}" --max-semi-space-size=16 "$@"
