# Throwaway PostgreSQL cluster for the test suite: `source .ci/postgres.sh; pg_start; ...; pg_stop`.
# Installs Debian's postgresql package if no server binaries are found (needs root), then runs
# initdb + pg_ctl as the `postgres` user (PostgreSQL refuses to run as root) in a temp dir,
# listening on 127.0.0.1 only. Exports SIMHASH_TEST_POSTGRES_URL for the tests.

pg_bindir() {
  local dir
  for dir in "$(dirname "$(command -v initdb 2>/dev/null || echo /nonexistent/x)")" \
             $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      readlink -f "$dir"
      return 0
    fi
  done
  return 1
}

pg_as_owner() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

pg_start() {
  if ! PG_BIN=$(pg_bindir); then
    echo "ci: PostgreSQL not found, installing Debian's postgresql package"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq postgresql >/dev/null
    PG_BIN=$(pg_bindir)
  fi
  if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
    useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin postgres
  fi
  PG_DIR=$(mktemp -d /tmp/simhash-pg.XXXXXX)
  [ "$(id -u)" = 0 ] && chown postgres "$PG_DIR"
  PG_PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  pg_as_owner "$PG_BIN/initdb" -D "$PG_DIR/data" -A trust -U postgres -E UTF8 >"$PG_DIR/initdb.log" 2>&1 \
    || { cat "$PG_DIR/initdb.log"; return 1; }
  pg_as_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_DIR -c fsync=off -c max_connections=200" start \
    || { cat "$PG_DIR/server.log"; return 1; }
  export PG_BIN PG_DIR PG_PORT
  export SIMHASH_TEST_POSTGRES_URL="postgresql+psycopg://postgres@127.0.0.1:$PG_PORT/postgres"
  echo "ci: $("$PG_BIN/postgres" --version) on 127.0.0.1:$PG_PORT ($PG_DIR)"
}

pg_stop() {
  if [ -n "${PG_DIR:-}" ] && [ -d "$PG_DIR/data" ]; then
    pg_as_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$PG_DIR"
  fi
}
