# Sourced by the go and rust sources' run.sh: `newer_download <pkg=ver>…` fetches, into the current directory,
# pins that Debian 12 (bookworm) does not have, from the newer Debian suites tried in order through private
# source lists under $NEWER_APT_DIR (the system's apt configuration is left alone): bookworm-backports,
# trixie (Debian 13), forky (testing). Returns non-zero when no suite has them.
NEWER_SUITES=(bookworm-backports trixie forky)
newer_download() {
  local suite dir
  for suite in "${NEWER_SUITES[@]}"; do
    dir="$NEWER_APT_DIR/$suite"
    local opts=(-o Dir::Etc::SourceList="$dir/sources.list" -o Dir::Etc::SourceParts=/dev/null
                -o Dir::State::Lists="$dir/lists" -o Dir::Cache="$dir/cache" -o Debug::NoLocking=1)
    if [ ! -f "$dir/.ready" ]; then
      mkdir -p "$dir/lists/partial" "$dir/cache/archives/partial"
      echo "deb http://deb.debian.org/debian $suite main" > "$dir/sources.list"
      if apt-get "${opts[@]}" update >/dev/null 2>&1; then touch "$dir/.ready"; else echo "cannot read the $suite index" >&2; fi
    fi
    apt-get "${opts[@]}" download "$@" >/dev/null 2>&1 && return 0
  done
  return 1
}
