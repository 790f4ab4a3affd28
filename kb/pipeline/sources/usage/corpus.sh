#!/usr/bin/env bash
# The reading corpus of the usage stage: Debian packages whose code uses the libraries people ask
# about, and documentation packages with examples, notebooks and guides (corpus-packages.txt). They
# are downloaded and unpacked into kb/.work/corpus, never installed (no maintainer scripts run, no
# dependencies pulled in), and read only to count usage and mine the intent model: no code of theirs
# is shipped.
#   corpus.sh            fetch and unpack the pins (a pin that left the archive: the candidate version)
#   corpus.sh --select   rewrite corpus-packages.txt from the archive's index (after apt-get update)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
kb="$(cd "$here/../../.." && pwd)"
debs="$kb/.work/corpus-debs"
root="$kb/.work/corpus"
list="$here/corpus-packages.txt"

if [ "${1:-}" = --select ]; then
  { sed -n '/^#/p' "$list"; /usr/bin/python3 "$here/select_corpus.py" "$here/../python/packages.txt"; } > "$list.tmp"
  mv "$list.tmp" "$list"
  echo "corpus: $(grep -vc '^#' "$list") packages selected" >&2
  exit 0
fi

mkdir -p "$debs" "$root"
mapfile -t pins < <(sed 's/#.*//' "$list" | xargs -n1)
missing=()
for pin in "${pins[@]}"; do
  pkg="${pin%%=*}"; ver="${pin#*=}"
  # apt-get download writes an epoch's colon as %3a.
  compgen -G "$debs/${pkg}_${ver/:/%3a}_*.deb" > /dev/null || missing+=("$pin")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "corpus: downloading ${#missing[@]} packages" >&2
  if ! (cd "$debs" && apt-get download "${missing[@]}" >&2); then
    for pin in "${missing[@]}"; do
      (cd "$debs" && { apt-get download "$pin" >&2 || apt-get download "${pin%%=*}" >&2 || echo "corpus: WARNING: ${pin%%=*} unavailable, skipped" >&2; })
    done
  fi
fi
# Exactly the pinned packages are unpacked: a .deb left from an earlier list is not read.
wanted=()
for pin in "${pins[@]}"; do
  pkg="${pin%%=*}"; ver="${pin#*=}"
  for deb in "$debs/${pkg}_${ver/:/%3a}_"*.deb "$debs/${pkg}_"*.deb; do
    [ -f "$deb" ] && { wanted+=("$deb"); break; }
  done
done
stamp="$root/.unpacked"
signature="$(printf '%s\n' "${wanted[@]}" | sha256sum | cut -d' ' -f1)"
if [ "$(cat "$stamp" 2>/dev/null)" != "$signature" ]; then
  rm -rf "$root"
  mkdir -p "$root"
  for deb in "${wanted[@]}"; do dpkg-deb -x "$deb" "$root"; done
  echo "$signature" > "$stamp"
fi
echo "corpus: $(find "$root" -name '*.py' | wc -l) Python files, $(find "$root" -name '*.ipynb' | wc -l) notebooks in $root" >&2
