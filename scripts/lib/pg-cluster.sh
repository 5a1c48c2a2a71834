# Sourced by scripts/test: a throw-away PostgreSQL cluster in a temp folder on a free port.
# initdb refuses to run as root, so as root the cluster belongs to the package's `postgres` user.

pg_as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# Sets PG_CLUSTER_DIR and TEST_DATABASE_URL.
pg_cluster_start() {
  local bin port
  bin=$(postgres_bin_dir)
  PG_BIN="$bin"
  PG_CLUSTER_DIR=$(mktemp -d /tmp/pg-test-XXXXXX)
  chmod 755 "$PG_CLUSTER_DIR"
  [ "$(id -u)" -eq 0 ] && chown postgres "$PG_CLUSTER_DIR"
  port=$(free_port)
  pg_as_owner "$bin/initdb" -D "$PG_CLUSTER_DIR/data" -U postgres -A trust -E UTF8 --no-sync >/dev/null
  pg_as_owner "$bin/pg_ctl" -D "$PG_CLUSTER_DIR/data" -l "$PG_CLUSTER_DIR/log" -w \
    -o "-p $port -k $PG_CLUSTER_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
  TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  export TEST_DATABASE_URL PG_CLUSTER_DIR PG_BIN
  echo "==> PostgreSQL $("$bin/postgres" --version | awk '{print $3}') test cluster on port $port"
}

pg_cluster_stop() {
  if [ -n "${PG_CLUSTER_DIR:-}" ] && [ -d "$PG_CLUSTER_DIR/data" ]; then
    pg_as_owner "$PG_BIN/pg_ctl" -D "$PG_CLUSTER_DIR/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$PG_CLUSTER_DIR"
  fi
}
