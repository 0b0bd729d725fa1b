# Throwaway Redis server for the scale-out test: `source .ci/redis.sh; redis_start; ...; redis_stop`.
# Installs Debian's redis-server package if it is missing (needs root), then runs it on
# 127.0.0.1 only, with no persistence, in a temp dir. Exports SIMHASH_TEST_REDIS_URL.

redis_start() {
  if ! command -v redis-server >/dev/null 2>&1; then
    echo "ci: redis-server not found, installing Debian's redis-server package"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq redis-server >/dev/null
  fi
  REDIS_DIR=$(mktemp -d /tmp/simhash-redis.XXXXXX)
  REDIS_PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --dir "$REDIS_DIR" --save "" \
    --appendonly no --daemonize yes --pidfile "$REDIS_DIR/redis.pid" \
    --logfile "$REDIS_DIR/redis.log" || { cat "$REDIS_DIR/redis.log"; return 1; }
  local tries=0
  until redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping >/dev/null 2>&1; do
    tries=$((tries + 1))
    [ "$tries" -lt 100 ] || { cat "$REDIS_DIR/redis.log"; return 1; }
    sleep 0.1
  done
  export REDIS_DIR REDIS_PORT
  export SIMHASH_TEST_REDIS_URL="redis://127.0.0.1:$REDIS_PORT/0"
  echo "ci: $(redis-server --version | cut -d' ' -f1-3) on 127.0.0.1:$REDIS_PORT ($REDIS_DIR)"
}

redis_stop() {
  if [ -n "${REDIS_DIR:-}" ] && [ -f "$REDIS_DIR/redis.pid" ]; then
    redis-cli -h 127.0.0.1 -p "$REDIS_PORT" shutdown nosave >/dev/null 2>&1 \
      || kill "$(cat "$REDIS_DIR/redis.pid")" 2>/dev/null || true
  fi
  [ -n "${REDIS_DIR:-}" ] && rm -rf "$REDIS_DIR"
  return 0
}
