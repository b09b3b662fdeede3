#!/usr/bin/env bash
# The benchmark step of the GPU pack (cargo xtask gpu-check; docs/bench-ptx.md): builds
# the CUDA twins of bench/*.cu with nvcc -O3 -arch=sm_90, then for each benchmark
#   1. a small size under metal-run --compare (the translated kernel against the
#      interpreter), its output also checked by the benchmark's own check;
#   2. ROUNDS rounds, each timing the nvcc build and then metal-run --arch $ARCH
#      --repeat $REPEAT --timing on the same inputs, each output checked;
# and writes one JSON object per line to $OUT/bench.jsonl: a first `meta` line (date,
# device, driver), then one line per benchmark, side (nvcc, ours, compare) and round.
# A benchmark that fails records an error line and the others still run.
# Environment: PACK (the pack), OUT, ARCH (nvidiagpu_sm90), NVCC (nvcc), REPEAT (30),
# ROUNDS (2), BENCHES (the list below), LIMIT_BENCH (seconds per step, 90), BENCH_WORK
# (binaries and inputs — hundreds of MB, kept out of $OUT; emptied first:
# $PACK/bench-work).
set -u
PACK="${PACK:?PACK is the pack directory}"
OUT="${OUT:-$PACK/out}"
ARCH="${ARCH:-nvidiagpu_sm90}"
# nvcc from PATH, else CUDA's usual place.
if [ -z "${NVCC:-}" ]; then
  NVCC=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
fi
REPEAT="${REPEAT:-30}"
ROUNDS="${ROUNDS:-2}"
BENCHES="${BENCHES:-vector_add simd_reduce tiled_gemm block_softmax steel_gemm}"
LIMIT_BENCH="${LIMIT_BENCH:-90}"
RUN="$PACK/bin/metal-run"
W="${BENCH_WORK:-$PACK/bench-work}"
REPORT="$OUT/bench.jsonl"
LOG="$OUT/bench-log.txt"
NVCC_LOGS="$OUT/bench-nvcc"
rm -rf "$W"
mkdir -p "$W/bin" "$NVCC_LOGS" "$OUT"
: > "$REPORT"
: > "$LOG"

# A JSON string of arbitrary text: one line, quotes and backslashes escaped, control
# characters dropped.
json_str() {
  printf '"%s"' "$(printf '%s' "$1" | tr '\n\t' '  ' | tr -d '\000-\037' | sed 's/\\/\\\\/g; s/"/\\"/g')"
}
record_error() { # bench side detail
  echo "{\"bench\":$(json_str "$1"),\"side\":$(json_str "$2"),\"status\":\"error\",\"detail\":$(json_str "$3")}" >> "$REPORT"
}
# Appends a benchmark binary's JSON line, or an error when it printed none.
record() { # bench side rc output
  if [ -n "$4" ]; then
    echo "$4" >> "$REPORT"
  else
    record_error "$1" "$2" "no result (exit $3)"
  fi
}

start=$(date +%s)
device=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -n 1)
driver=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>/dev/null | head -n 1)
nvcc_version=$("$NVCC" --version 2>/dev/null | tail -n 1)
echo "{\"meta\":true,\"date\":$(json_str "$(date -u +%Y-%m-%dT%H:%M:%SZ)"),\"device\":$(json_str "$device"),\"driver\":$(json_str "$driver"),\"nvcc\":$(json_str "$nvcc_version"),\"arch\":$(json_str "$ARCH"),\"repeat\":$REPEAT,\"rounds\":$ROUNDS}" >> "$REPORT"

# nvcc, all benchmarks at once (each its own process and log).
for b in $BENCHES; do
  timeout "$LIMIT_BENCH" "$NVCC" -O3 -arch=sm_90 -std=c++17 -o "$W/bin/$b" "$PACK/bench/$b.cu" > "$NVCC_LOGS/$b.txt" 2>&1 &
done
wait
built=""
for b in $BENCHES; do
  if [ -x "$W/bin/$b" ]; then
    built="$built $b"
  else
    record_error "$b" nvcc "nvcc -O3 -arch=sm_90 failed: $(tail -n 5 "$NVCC_LOGS/$b.txt")"
  fi
done
echo "nvcc: built$built in $(( $(date +%s) - start ))s" | tee -a "$LOG"

# Writes the inputs of a benchmark into DIR (size: --small or nothing) and metal-run's
# arguments into DIR/args.txt; records an error line and fails when it cannot.
prepare() { # bench dir size side
  rm -rf "$2"
  mkdir -p "$2"
  local text rc
  text=$(timeout "$LIMIT_BENCH" "$W/bin/$1" args "$PACK" "$2" $3)
  rc=$?
  if [ $rc -ne 0 ]; then
    record "$1" "$4" $rc "$text"
    rm -rf "$2"
    return 1
  fi
  printf '%s\n' "$text" > "$2/args.txt"
}

# Runs metal-run on DIR's arguments with extra options, its results in DIR/out, its
# standard error in DIR/stderr.txt; then the benchmark's check writes the JSON line.
run_ours() { # bench dir side round extra-options...
  local b=$1 d=$2 side=$3 round=$4 rc small=""
  shift 4
  [ "$side" = compare ] && small=--small
  mapfile -t ARGS < "$d/args.txt"
  rm -rf "$d/out"
  timeout "$LIMIT_BENCH" "$RUN" "${ARGS[@]}" --arch "$ARCH" "$@" -o "$d/out" 2> "$d/stderr.txt"
  rc=$?
  record "$b" "$side" $rc "$(timeout "$LIMIT_BENCH" "$W/bin/$b" ours "$d" $rc "$d/stderr.txt" $small --side "$side" --round "$round")"
  rm -rf "$d/out"
}

# 1. Correctness at a small size, against the interpreter.
for b in $built; do
  d="$W/$b-small"
  if prepare "$b" "$d" --small compare; then
    run_ours "$b" "$d" compare 1 --compare --float-tolerance "$("$W/bin/$b" ulps)"
  fi
  echo "$b: compare done, $(( $(date +%s) - start ))s" | tee -a "$LOG"
done

# 2. Timing, the two sides alternately, on the same inputs.
for b in $built; do
  prepare "$b" "$W/$b-full" "" ours || true
done
for round in $(seq 1 "$ROUNDS"); do
  for b in $built; do
    out=$(timeout "$LIMIT_BENCH" "$W/bin/$b" nvcc --repeat "$REPEAT" --round "$round")
    record "$b" nvcc $? "$out"
    if [ -f "$W/$b-full/args.txt" ]; then
      run_ours "$b" "$W/$b-full" ours "$round" --repeat "$REPEAT" --timing
    fi
    echo "$b: round $round done, $(( $(date +%s) - start ))s" | tee -a "$LOG"
  done
done
rm -rf "$W"/*-full "$W"/*-small
echo "bench: $(grep -c '"status":"ok"' "$REPORT") of $(( $(wc -l < "$REPORT") - 1 )) results ok in $(( $(date +%s) - start ))s" | tee -a "$LOG"
