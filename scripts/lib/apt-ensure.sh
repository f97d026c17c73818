# Sourced by scripts/ensure-*.sh: `apt_ensure WHAT PACKAGE...` installs the missing Debian packages (root only,
# else says what to install and fails). With none given it does nothing.
apt_ensure() {
  local what=$1
  shift
  [ $# -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "$what need: sudo apt-get install -y $*" >&2
    return 1
  fi
  echo "Installing $* from Debian..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # Without systemd (or with policy-rc.d) a package's own service is not started; the tests start their own.
  apt-get install -y -qq "$@" >/dev/null
}
