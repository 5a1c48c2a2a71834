# Sourced by scripts/start and scripts/test: installs what a fresh machine lacks.

# npm packages: install when node_modules is missing or older than the lock file.
ensure_npm_packages() {
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    echo "==> Installing npm packages"
    npm ci --no-audit --no-fund
  fi
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "Need root (or sudo) to run: $*" >&2
    return 1
  fi
}

apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then
    as_root apt-get update -qq
    apt_updated=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# Chromium for the e2e suite, and CJK fonts so that its screenshots show the Chinese UI, not boxes.
ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    echo "==> Installing Debian's chromium for the e2e suite"
    apt_install chromium
  fi
  if ! dpkg -s fonts-noto-cjk >/dev/null 2>&1; then
    echo "==> Installing CJK fonts for chromium"
    apt_install fonts-noto-cjk
  fi
}

# Prints the bin folder of the newest installed PostgreSQL server, installing Debian's when absent.
postgres_bin_dir() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$dir" ] || [ ! -x "$dir/initdb" ]; then
    echo "==> Installing Debian's postgresql server binaries" >&2
    apt_install postgresql >&2
    dir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  fi
  echo "$dir"
}
