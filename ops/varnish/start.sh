#!/bin/sh
# Starts Varnish in front of the web servers with the site's rules (default.vcl) and writes the
# deployment's part, backends.vcl, from the environment first. Used by the varnish service in
# docker-compose.yml and by the integration test (tests/integration/varnish.test.ts).
#
#   WEB_BACKENDS            the web servers, host:port separated by spaces ("web:3000 web-2:3000")
#   CDN_PURGE_TOKEN         the bearer token a BAN must carry (the web's CDN_PURGE_TOKEN); unset: no purging
#   VARNISH_PURGE_ALLOW     addresses allowed to BAN (default: loopback and the private ranges)
#   VARNISH_LISTEN          where to listen (default :6081)
#   VARNISH_SIZE            cache memory (default 256M)
#   VARNISH_PROBE_INTERVAL  how often each web's /readyz is asked (default 1s; sick after 2 of 3 fail)
#   VARNISH_RUNTIME_DIR     where backends.vcl is written (default /tmp/ironbark-varnish)
#   VARNISH_WORKDIR         varnishd's -n (default: its own)
set -eu

here=$(cd "$(dirname "$0")" && pwd)
backends=${WEB_BACKENDS:-web:3000}
token=${CDN_PURGE_TOKEN:-}
allow=${VARNISH_PURGE_ALLOW:-127.0.0.1 ::1 10.0.0.0/8 172.16.0.0/12 192.168.0.0/16 fc00::/7}
listen=${VARNISH_LISTEN:-:6081}
size=${VARNISH_SIZE:-256M}
interval=${VARNISH_PROBE_INTERVAL:-1s}
runtime=${VARNISH_RUNTIME_DIR:-/tmp/ironbark-varnish}

fail() {
  echo "varnish: configuration error: $1" >&2
  exit 78
}

case "$token" in
  *[!A-Za-z0-9._~+/=-]*) fail "CDN_PURGE_TOKEN may hold only letters, digits and ._~+/=-" ;;
esac
if [ -n "$token" ] && [ "${#token}" -lt 16 ]; then fail "CDN_PURGE_TOKEN must be at least 16 characters"; fi
case "$interval" in
  *[!0-9.ms]* | '') fail "VARNISH_PROBE_INTERVAL must be a duration such as 1s or 500ms (got \"$interval\")" ;;
esac

mkdir -p "$runtime"
out="$runtime/backends.vcl"
{
  echo "# Written by ops/varnish/start.sh from the environment at start-up: edit that, not this."
  echo "probe ready {"
  echo "    .url = \"/readyz\";"
  echo "    .interval = $interval;"
  echo "    .timeout = 1s;"
  echo "    .window = 3;"
  echo "    .threshold = 2;"
  echo "}"
  n=0
  for backend in $backends; do
    host=${backend%:*}
    port=${backend##*:}
    case "$host" in '' | *[!A-Za-z0-9.-]*) fail "WEB_BACKENDS: \"$backend\" is not host:port" ;; esac
    case "$port" in '' | *[!0-9]*) fail "WEB_BACKENDS: \"$backend\" is not host:port" ;; esac
    n=$((n + 1))
    echo "backend web$n {"
    echo "    .host = \"$host\";"
    echo "    .port = \"$port\";"
    echo "    .connect_timeout = 1s;"
    echo "    .first_byte_timeout = 30s;"
    echo "    .between_bytes_timeout = 10s;"
    echo "    .probe = ready;"
    echo "}"
  done
  [ "$n" -gt 0 ] || fail "WEB_BACKENDS names no web server"
  echo "acl purgers {"
  for entry in $allow; do
    address=${entry%/*}
    case "$address" in '' | *[!0-9A-Fa-f.:]*) fail "VARNISH_PURGE_ALLOW: \"$entry\" is not an address or range" ;; esac
    if [ "$address" = "$entry" ]; then
      echo "    \"$address\";"
    else
      bits=${entry##*/}
      case "$bits" in '' | *[!0-9]*) fail "VARNISH_PURGE_ALLOW: \"$entry\" is not an address or range" ;; esac
      echo "    \"$address\"/$bits;"
    fi
  done
  echo "}"
  echo "sub vcl_init {"
  echo "    new web = directors.round_robin();"
  echo "    new assets = directors.shard();"
  i=1
  while [ "$i" -le "$n" ]; do
    echo "    web.add_backend(web$i);"
    echo "    assets.add_backend(web$i);"
    i=$((i + 1))
  done
  echo "    assets.reconfigure();"
  echo "}"
  echo "sub ironbark_purge_token {"
  if [ -n "$token" ]; then echo "    set req.http.X-Ironbark-Purge-Expected = \"Bearer $token\";"; fi
  echo "}"
} >"$out.tmp"
mv "$out.tmp" "$out"
# varnishd compiles the VCL as its own unprivileged user when started as root.
chmod 755 "$runtime"
chmod 644 "$out"

set -- -F -a "$listen" -f "$here/default.vcl" -p "vcl_path=$runtime:$here" -s "malloc,$size"
if [ -n "${VARNISH_WORKDIR:-}" ]; then set -- "$@" -n "$VARNISH_WORKDIR"; fi
exec varnishd "$@"
