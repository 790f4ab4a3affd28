# Sourced by the sources that download pinned Debian packages (c/run.sh, programs/run.sh).
# A machine's package index can be older than the pins (a fresh image, a security update since): a pin
# it does not list is looked up again after one `apt-get update` (root, or sudo without a password)
# before anything else is tried, which for the C source would be the candidate version and a rebuild
# that differs from the shipped base. `refresh_index` runs the update once per script and fails after.
index_refreshed=0
refresh_index() {
  [ $index_refreshed = 0 ] || return 1
  index_refreshed=1
  echo "pinned packages not in this machine's package index; running apt-get update once" >&2
  if [ "$(id -u)" = 0 ]; then apt-get update >/dev/null 2>&1; else sudo -n apt-get update >/dev/null 2>&1; fi \
    || { echo "apt-get update failed (not root, no sudo?)" >&2; return 1; }
}
