#!/usr/bin/env bash
# The usage prior: how many real source files call each API, per language, counted over the code the
# other sources installed (Debian's Python packages, Go and Rust sources, the JDK's sources, the npm
# packages). Runs after them (sources run in name order). Writes kb/.staging/usage-<lang>.json.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
kb="$(cd "$here/../../.." && pwd)"
staging="$kb/.staging"
work="$kb/.work"
usage="$kb/pipeline/usage"
mkdir -p "$staging"

existing() { for d in "$@"; do [ -d "$d" ] && printf '%s\n' "$d"; done; return 0; }

count() { # lang roots…
  local lang="$1"; shift
  if [ "$#" -eq 0 ]; then echo "usage: no $lang sources found, skipped" >&2; return 0; fi
  echo "usage: $lang over $*" >&2
  if [ "$lang" = python ]; then
    nice /usr/bin/python3 "$usage/python_usage.py" "$@" > "$staging/usage-$lang.json.tmp"
  else
    nice npx --no-install tsx "$usage/code-usage.ts" "$lang" "$@" > "$staging/usage-$lang.json.tmp"
  fi
  mv "$staging/usage-$lang.json.tmp" "$staging/usage-$lang.json"
}

# The reading corpus: Debian packages whose code uses the libraries people ask about, and documentation
# with examples, notebooks and guides (corpus.sh), beside the installed packages and the standard library.
bash "$here/corpus.sh"
mapfile -t py < <(existing /usr/lib/python3/dist-packages /usr/lib/python3.11 "$work/python/root/usr/lib/python3/dist-packages" "$work/corpus/usr/lib/python3/dist-packages")
# The pinned libraries themselves, installed by sources/python/run.sh, are part of what is read: without
# them the counts and the intent examples come from far less code than the shipped ones.
mapfile -t pypins < <(sed 's/#.*//' "$kb/pipeline/sources/python/packages.txt" | xargs -n1 | cut -d= -f1)
installed="$(dpkg-query -W -f='${db:Status-Abbrev}\n' "${pypins[@]}" 2>/dev/null | grep -c '^ii' || true)"
[ "$installed" -ge "${#pypins[@]}" ] || echo "usage: WARNING: $(( ${#pypins[@]} - installed )) of the ${#pypins[@]}" \
  "libraries of sources/python/packages.txt are not installed (bash kb/pipeline/sources/python/run.sh installs" \
  "them): Python's usage counts and intent examples will be mined from less code than the shipped ones" >&2
count python "${py[@]}"
# The intent examples: what Python code says (function names, docstrings, comments, documentation prose)
# next to what it calls, for the intent model the assembler trains (kb/pipeline/intents.ts). Needs the
# signatures (which functions return which classes): the staged ones, else the shipped base's.
signatures="$staging/python.jsonl"
[ -f "$signatures" ] || signatures="$kb/python.jsonl.gz"
if [ "${#py[@]}" -gt 0 ] && [ -f "$signatures" ]; then
  mapfile -t docs < <(existing "$work/corpus/usr/share/doc")
  echo "usage: python intents over ${py[*]} ${docs[*]}" >&2
  nice /usr/bin/python3 "$usage/python_intents.py" "$signatures" "${py[@]}" "${docs[@]}" | gzip -6 > "$staging/intents-python.jsonl.gz.tmp"
  mv "$staging/intents-python.jsonl.gz.tmp" "$staging/intents-python.jsonl.gz"
fi
mapfile -t go < <(existing "$work"/go/toolchain/usr/lib/go-*/src "$work"/go/pkgs/*/usr/share/gocode/src)
count go "${go[@]}"
mapfile -t js < <(existing "$work/typescript/node_modules" "$work/npm/node_modules")
count javascript "${js[@]}"
mapfile -t java < <(existing "$work/java/src")
count java "${java[@]}"
mapfile -t rust < <(existing "$work/rust/root/usr/share/cargo/registry" /usr/share/cargo/registry)
count rust "${rust[@]}"
# The other languages' intent examples (and Java's and C's usage counts where nothing above staged them).
bash "$here/code-intents.sh"
