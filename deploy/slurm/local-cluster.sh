#!/bin/bash
# Runs deploy/slurm/study.sbatch for real on a one-node Slurm cluster started on this machine: an array of SHARDS
# shards over COUNT deals, joined by a merge job that waits for them, must give the lines of one plain run
# (compared sorted, without timeMs; answers and node counts are the same under a node budget).
# Needs slurmctld and slurmd (Debian's slurm-wlm) and root. The daemons' configuration, state and logs are kept in
# a temporary folder, the daemons run on ports 16817-16818 with no authentication (one machine, nothing else
# reaches them), and both are stopped when the script ends, whatever the outcome.
# Usage, from the repository after npm ci:
#   deploy/slurm/local-cluster.sh          (LETTER=M SHARDS=4 COUNT=40 NODE_LIMIT=20000 by default)
set -euo pipefail

cd "$(dirname "$0")/../.."
export LETTER="${LETTER:-M}" SHARDS="${SHARDS:-4}" FROM="${FROM:-0}" COUNT="${COUNT:-40}"
export NODE_LIMIT="${NODE_LIMIT:-20000}"
say() { echo "local-cluster: $*" >&2; }

for tool in slurmctld slurmd sbatch squeue scontrol sinfo; do
  command -v "$tool" >/dev/null || { say "$tool is missing: install Slurm (Debian: apt-get install slurm-wlm)."; exit 2; }
done
[ "$(id -u)" = 0 ] || { say "the daemons run as root here: run it as root."; exit 2; }
[ -f dist/cli/crescent.js ] || { say "the command is not built: run npm ci (or npm run build:cli) first."; exit 2; }

work="$(mktemp -d "${TMPDIR:-/tmp}/crescent-slurm-XXXXXX")"
export SLURM_CONF="$work/slurm.conf"
export PARTS="$work/parts"
mkdir -p "$work/state" "$work/spool" "$work/logs" "$PARTS"

stop() {
  local status=$?
  for daemon in slurmd slurmctld; do
    if [ -s "$work/$daemon.pid" ]; then
      local pid
      pid="$(cat "$work/$daemon.pid")"
      kill "$pid" 2>/dev/null || true
      for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    fi
  done
  if [ "$status" -ne 0 ]; then
    say "failed; the daemons' logs:"
    tail -n 20 "$work"/*.log "$work"/logs/* >&2 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap stop EXIT

host="$(hostname -s)"
cpus="$(nproc)"
memory_mb="$(awk '/MemTotal/ { print int($2 / 1024 * 0.8) }' /proc/meminfo)"
cat >"$SLURM_CONF" <<EOF
ClusterName=crescent-local
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=16817
SlurmdPort=16818
SlurmUser=root
SlurmdUser=root
AuthType=auth/none
CredType=cred/none
MpiDefault=none
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
ReturnToService=2
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$memory_mb State=UNKNOWN
PartitionName=local Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF

slurmctld -f "$SLURM_CONF"
slurmd -f "$SLURM_CONF"

# Waits (up to $2 tenths of a second) until the command in $1 succeeds.
wait_for() {
  for _ in $(seq "$2"); do
    if eval "$1"; then return 0; fi
    sleep 0.1
  done
  say "gave up waiting for: $1"
  return 1
}
wait_for '[ "$(sinfo -h -N -o %t 2>/dev/null)" = idle ]' 300

last=$((SHARDS - 1))
array="$(sbatch --parsable --array="0-$last" --output="$work/logs/%x-%A_%a.log" deploy/slurm/study.sbatch)"
merged="$work/$LETTER-merged.jsonl"
merge="$(sbatch --parsable --dependency="afterok:$array" --job-name=crescent-merge --output="$work/logs/merge.log" \
  --wrap="node bin/crescent.js study merge --out $merged $PARTS/$LETTER-*.jsonl")"
say "job array $array ($SHARDS shards of deals $FROM..$((FROM + COUNT - 1)) under $LETTER), merge job $merge"

wait_for '[ -z "$(squeue -h -j "$array,$merge" 2>/dev/null)" ]' 6000
states="$(scontrol -o show job "$array" | grep -o 'JobState=[A-Z_]*' | sort | uniq -c | tr -s ' ')"
merge_state="$(scontrol -o show job "$merge" | grep -o 'JobState=[A-Z_]*')"
say "array tasks:$states; merge: $merge_state"
[ "$merge_state" = JobState=COMPLETED ] || exit 1
cat "$work/logs/merge.log" >&2

one="$work/$LETTER-one.jsonl"
node bin/crescent.js study run --rules "$LETTER" --from "$FROM" --count "$COUNT" --node-limit "$NODE_LIMIT" \
  --memory-mb 1024 --workers 1 --out "$one" >/dev/null 2>&1
# The lines without their times, one a deal, sorted.
timeless() {
  node -e 'const lines = require("node:fs").readFileSync(process.argv[1], "utf8").split("\n").filter(Boolean);
    for (const l of lines.map((t) => { const { timeMs, ...rest } = JSON.parse(t); return JSON.stringify(rest); }).sort())
      console.log(l);' "$1"
}
if diff <(timeless "$merged") <(timeless "$one") >&2; then
  tally="$(node -e 'const lines = require("node:fs").readFileSync(process.argv[1], "utf8").split("\n").filter(Boolean);
    const count = (r) => lines.filter((t) => JSON.parse(t).result === r).length;
    console.log(`${lines.length} lines: ${count("win")} won, ${count("loss")} lost, ${count("unknown")} unknown`);' "$one")"
  say "the merged shards give the same lines as one run ($tally)."
else
  say "the merged shards differ from one run (above)."
  exit 1
fi
