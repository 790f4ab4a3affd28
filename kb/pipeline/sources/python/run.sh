#!/usr/bin/env bash
# Python source of the KB: typeshed stubs (bundled with pyright) + Debian python3-* packages.
# Writes kb/.staging/python.jsonl. Idempotent; needs root for apt-get (skipped when all pins are installed).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
KB="$(cd "$HERE/../../.." && pwd)"
WORK="$KB/.work/python"
STAGING="$KB/.staging"
PYRIGHT_VERSION="1.1.414"
PY=/usr/bin/python3
JOBS="${PY_KB_JOBS:-2}"
mkdir -p "$WORK" "$STAGING"

# 1. pinned Debian packages (python3-* libraries introspected at runtime and used for docs)
missing=()
while read -r pin; do
  pin="${pin%%#*}"; pin="$(echo "$pin" | xargs)"; [ -z "$pin" ] && continue
  pkg="${pin%%=*}"; ver="${pin#*=}"
  have="$(dpkg-query -W -f='${Version}' "$pkg" 2>/dev/null || true)"
  [ "$have" = "$ver" ] || missing+=("$pin")
done < "$HERE/packages.txt"
if [ "${#missing[@]}" -gt 0 ]; then
  echo "python: installing ${#missing[@]} Debian packages" >&2
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  APT=($SUDO apt-get -o DPkg::Lock::Timeout=900 install -y --no-install-recommends)
  if ! "${APT[@]}" "${missing[@]}" >&2; then
    # a pin left the archive (Debian point release) or a package broke: one by one, then the candidate
    for pin in "${missing[@]}"; do
      "${APT[@]}" "$pin" >&2 || { echo "python: WARNING: $pin unavailable, trying the candidate" >&2;
        "${APT[@]}" "${pin%%=*}" >&2 || echo "python: WARNING: ${pin%%=*} not installed, skipped" >&2; }
    done
  fi
fi

# 2. pyright (for its bundled typeshed) into kb/.work/python, never into the repo's node_modules
if [ "$(node -p "try{require('$WORK/node_modules/pyright/package.json').version}catch(e){''}")" != "$PYRIGHT_VERSION" ]; then
  [ -f "$WORK/package.json" ] || echo '{"name":"kb-python-work","private":true}' > "$WORK/package.json"
  (cd "$WORK" && npm install --no-audit --no-fund --ignore-scripts --no-save "pyright@$PYRIGHT_VERSION" >&2)
fi
TS="$WORK/node_modules/pyright/dist/typeshed-fallback"

# 3. extract: stubs first (stdlib + third-party stubs with runtime docs), then runtime introspection of
#    the Debian packages not already covered by stubs
start=$(date +%s)
export MPLBACKEND=Agg QT_QPA_PLATFORM=offscreen
# A set's or frozenset's repr in a signature (a default, a constant) follows string hashing, which Python
# randomizes per process: fixed, two extractions write the same records (kb:verify found 14 that differed).
export PYTHONHASHSEED=0
unset DISPLAY || true
nice "$PY" "$HERE/extract_stubs.py" "$TS" "$PYRIGHT_VERSION" "$WORK/stubs.jsonl" > "$WORK/stub-libs.txt"
nice "$PY" "$HERE/extract_runtime.py" "$HERE/packages.txt" "$WORK/runtime.jsonl" \
  --skip "$(paste -sd, "$WORK/stub-libs.txt")" --jobs "$JOBS"
"$PY" "$HERE/finish.py" "$STAGING/python.jsonl.tmp" "$WORK/stubs.jsonl" "$WORK/runtime.jsonl"
mv "$STAGING/python.jsonl.tmp" "$STAGING/python.jsonl"
echo "python: wrote $STAGING/python.jsonl ($(grep -c '"t": "api"' "$STAGING/python.jsonl") api records) in $(( $(date +%s) - start ))s" >&2
"$PY" "$HERE/check.py" "$STAGING/python.jsonl" >&2 || true
