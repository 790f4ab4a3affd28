# Sourced by the scripts that read Debian *source* packages (usage/code-intents.sh, programs/run.sh):
# `fetch_sources CACHE DIR LIST PRUNE PATTERN…` unpacks, for each `source=version` pin of LIST, the files
# matching the tar PATTERNs of its upstream tarball into DIR/<source>. The tarball's directory and sha256
# come from bookworm's source index, which apt reads and checks against the signed Release through a
# private source list under $SOURCES_APT_DIR (the system's apt configuration is left alone); the tarball
# itself is fetched by hand into CACHE and checked against that sha256, because `apt-get source` also
# wants Debian's packaging, which this machine's mirror does not always have. PRUNE `gnulib` drops the
# copies of gnulib GNU programs bundle (lib/, gnulib*/, gl/); `vendored` drops the libraries a web
# application bundles (lib/, vendor/, node_modules/, third_party/, Ace, minified files): the corpus is
# the application's own code; `-` keeps everything. A pin that is not
# in the index or cannot be downloaded is reported and skipped. DIR is rebuilt only when LIST changed.
source_pins() { grep -v '^#' "$1" | grep -v '^\s*$'; }

fetch_sources() {
  local cache="$1" dir="$2" list="$3" prune="$4"; shift 4
  local apt="$SOURCES_APT_DIR/bookworm-src" stamp="$dir/.pins"
  if [ -f "$stamp" ] && cmp -s "$stamp" <(source_pins "$list"); then return 0; fi
  local opts=(-o Dir::Etc::SourceList="$apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
              -o Dir::State::Lists="$apt/lists" -o Dir::Cache="$apt/cache" -o Debug::NoLocking=1)
  if [ ! -f "$apt/.ready" ]; then
    mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial"
    echo "deb-src http://deb.debian.org/debian bookworm main" > "$apt/sources.list"
    apt-get "${opts[@]}" update >/dev/null 2>&1 || { echo "cannot read bookworm's source index" >&2; return 1; }
    touch "$apt/.ready"
  fi
  # apt keeps its lists compressed (lz4): its helper reads them back.
  mkdir -p "$cache"
  local index="$cache/Sources"
  /usr/lib/apt/apt-helper cat-file "$(ls "$apt"/lists/*_source_Sources* | head -1)" > "$index"
  rm -rf "$dir" && mkdir -p "$dir"
  local spec pkg ver line file sum tarball
  while read -r spec; do
    pkg="${spec%%=*}"; ver="${spec#*=}"
    # The upstream tarball (the .orig one, or a native package's only one), not Debian's packaging.
    line="$(awk -v p="$pkg" -v v="$ver" '
      $0 == "Package: " p { on = 1; next } /^Package: / { on = 0 } !on { next }
      /^Version: / { ok = ($2 == v) } /^Directory: / { d = $2 }
      /^Checksums-Sha256:/ { sums = 1; next } /^[^ ]/ { sums = 0 }
      sums && ok && ($3 ~ /\.orig\.tar\./ || $3 ~ /\.tar\./ && $3 !~ /\.debian\.tar\.|\.orig-/) && !t { s = $1; t = $3 }
      /^$/ && ok && t { print d, s, t; exit }' "$index")"
    [ -n "$line" ] || { echo "$spec is not in bookworm's source index; skipped" >&2; continue; }
    read -r file sum tarball <<< "$line"
    if ! echo "$sum  $cache/$tarball" | sha256sum -c --status 2>/dev/null; then
      curl -fsS -m 600 -o "$cache/$tarball" "http://deb.debian.org/debian/$file/$tarball" </dev/null \
        && echo "$sum  $cache/$tarball" | sha256sum -c --status \
        || { echo "cannot download $tarball; skipped" >&2; rm -f "$cache/$tarball"; continue; }
    fi
    mkdir -p "$dir/$pkg"
    tar -xf "$cache/$tarball" -C "$dir/$pkg" --wildcards "$@" 2>/dev/null || true
    case "$prune" in
      gnulib) find "$dir/$pkg" -depth -type d \( -name lib -o -name 'gnulib*' -o -name gl \) -exec rm -rf {} + ;;
      vendored) find "$dir/$pkg" -depth -type d \( -name lib -o -name libs -o -name vendor -o -name node_modules \
                  -o -name third_party -o -name external -o -name ace \) -exec rm -rf {} +
                find "$dir/$pkg" -name '*.min.js' -delete ;;
    esac
  done < <(source_pins "$list")
  source_pins "$list" > "$stamp"
}
