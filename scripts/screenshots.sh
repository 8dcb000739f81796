#!/usr/bin/env bash
# Renders a trophy-cabinet page in headless Chromium (Debian's `chromium`) at 1280 and 390 px,
# light and dark, saves the PNGs and fails on horizontal overflow, Content-Security-Policy
# violations or console messages. Usage: scripts/screenshots.sh [REPORT.html] [OUT_DIR]
# (defaults: Reports/index.html, .build/screenshots). SCREENSHOT_WIDTHS and SCREENSHOT_SCHEMES
# narrow the set (default "1280 390" and "light dark"). Exit 0 when every check passes, 1 when one
# fails, 2 when chromium is missing.
set -euo pipefail
report=$(realpath "${1:-Reports/index.html}")
out=${2:-.build/screenshots}
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
  echo "screenshots: chromium is not installed (apt-get install chromium)" >&2
  exit 2
fi
mkdir -p "$out"
out=$(realpath "$out")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# --no-sandbox: CI and developer machines run as root; the page is our own output.
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --mute-audio
  --no-first-run --disable-extensions --virtual-time-budget=4000)
failed=0
for width in ${SCREENSHOT_WIDTHS:-1280 390}; do
  for scheme in ${SCREENSHOT_SCHEMES:-light dark}; do
    colour=()
    [ "$scheme" = dark ] && colour=(--blink-settings=preferredColorScheme=0)
    name="cabinet-${width}-${scheme}"
    # 1. The picture.
    "$browser" "${flags[@]}" "${colour[@]}" --window-size="$width,2400" \
      --screenshot="$out/$name.png" "file://$report" >/dev/null 2>&1 || true
    [ -s "$out/$name.png" ] || { echo "screenshots: $name: no screenshot" >&2; failed=1; }
    # 2. Console messages and CSP violations while the page loads.
    "$browser" "${flags[@]}" "${colour[@]}" --window-size="$width,2400" --enable-logging=stderr \
      --v=0 --dump-dom "file://$report" 2>"$work/$name.log" >/dev/null || true
    if grep -q ':CONSOLE' "$work/$name.log"; then
      echo "screenshots: $name: console messages:" >&2
      grep ':CONSOLE' "$work/$name.log" | sed 's/^/  /' | head -n 5 >&2
      failed=1
    fi
    # 3. Horizontal overflow, measured in an iframe of the width (file pages share an origin
    #    only with --allow-file-access-from-files).
    cat >"$work/$name.html" <<HTML
<!doctype html><meta charset="utf-8"><body style="margin:0">
<iframe id="f" src="file://$report" style="width:${width}px;height:2400px;border:0"></iframe>
<pre id="result">pending</pre><script>
document.getElementById('f').addEventListener('load', function () {
  var root = this.contentDocument.documentElement;
  document.getElementById('result').textContent =
    'overflow ' + root.scrollWidth + ' ' + root.clientWidth;
});
</script>
HTML
    result=$("$browser" "${flags[@]}" "${colour[@]}" --allow-file-access-from-files \
      --window-size="$((width + 40)),2600" --dump-dom "file://$work/$name.html" 2>/dev/null |
      grep -o 'overflow [0-9]* [0-9]*' | tail -n 1 || true)
    read -r _ scroll client <<<"${result:-overflow 0 0}"
    if [ "${client:-0}" -eq 0 ]; then
      echo "screenshots: $name: could not measure the page" >&2
      failed=1
    elif [ "$scroll" -gt "$client" ]; then
      echo "screenshots: $name: horizontal overflow: content $scroll px in a $client px page" >&2
      failed=1
    fi
    echo "$name: $out/$name.png${result:+ ($result)}"
  done
done
exit "$failed"
