#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at PostgreSQL: the given one, or a throw-away cluster
# started here (Debian's server binaries, as scripts/test uses) and removed afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${DATABASE_URL:-}" ]; then
  source scripts/lib/ensure-deps.sh
  source scripts/lib/pg-cluster.sh
  trap pg_cluster_stop EXIT
  pg_cluster_start >&2
  export DATABASE_URL="$TEST_DATABASE_URL"
fi
"$@"
