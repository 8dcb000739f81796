#!/usr/bin/env bash
# Checks share pictures (`trophies report --share`) in headless Chromium (Debian's `chromium`):
# draws one card of each size as a PNG (the first `year-*` card, else the first card) and fails
# when any text of any card in the folder reaches past the card's frame (24 px in from each
# edge) or a card's drawing is not the size its name says. Usage:
# scripts/share-check.sh [SHARE_DIR] [OUT_DIR] (defaults: Reports/share, .build/share-check).
# Exit 0 when every check passes, 1 when one fails, 2 when chromium is missing.
set -euo pipefail
share=$(realpath "${1:-Reports/share}")
out=${2:-.build/share-check}
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
  echo "share-check: chromium is not installed (apt-get install chromium)" >&2
  exit 2
fi
mkdir -p "$out"
out=$(realpath "$out")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --mute-audio --no-first-run
  --disable-extensions --virtual-time-budget=8000)
mapfile -t cards < <(cd "$share" && ls -- *.svg 2>/dev/null | sort)
if [ ${#cards[@]} -eq 0 ]; then
  echo "share-check: no SVG card in $share" >&2
  exit 1
fi
failed=0
# 1. One picture per size.
for size in 1x1:1080 4x5:1350 9x16:1920; do
  suffix=${size%%:*}
  height=${size##*:}
  card=$(printf '%s\n' "${cards[@]}" | grep -- "-$suffix.svg$" | grep '^year-' | head -n 1 || true)
  [ -n "$card" ] || card=$(printf '%s\n' "${cards[@]}" | grep -- "-$suffix.svg$" | head -n 1 || true)
  [ -n "$card" ] || continue
  "$browser" "${flags[@]}" --window-size="1080,$height" --screenshot="$out/card-$suffix.png" \
    "file://$share/$card" >/dev/null 2>&1 || true
  [ -s "$out/card-$suffix.png" ] || { echo "share-check: $card: no screenshot" >&2; failed=1; }
  echo "card-$suffix: $out/card-$suffix.png ($card)"
done
# 2. Every text of every card inside the frame, measured in the browser (each card in an
#    iframe of its own size; file pages share an origin only with --allow-file-access-from-files).
{
  echo '<!doctype html><meta charset="utf-8"><body style="margin:0"><pre id="result">pending</pre>'
  for card in "${cards[@]}"; do
    height=1080
    case "$card" in *-4x5.svg) height=1350 ;; *-9x16.svg) height=1920 ;; esac
    echo "<iframe data-h=\"$height\" src=\"file://$share/$card\" style=\"width:1080px;height:${height}px;border:0;display:block\"></iframe>"
  done
  cat <<'HTML'
<script>
window.addEventListener('load', function () {
  var bad = [], count = 0;
  document.querySelectorAll('iframe').forEach(function (frame) {
    var doc = frame.contentDocument, root = doc && doc.documentElement;
    var name = decodeURIComponent(frame.src.split('/').pop());
    if (!root || root.tagName !== 'svg') { bad.push(name + ': not drawn'); return; }
    count++;
    var h = +frame.dataset.h, box = root.getBoundingClientRect();
    if (Math.round(box.width) !== 1080 || Math.round(box.height) !== h)
      bad.push(name + ': drawn ' + box.width + 'x' + box.height);
    doc.querySelectorAll('text').forEach(function (t) {
      var r = t.getBoundingClientRect();
      if (r.width === 0) return;
      if (r.left - box.left < 24 || box.right - r.right < 24 || r.top - box.top < 24 ||
          box.bottom - r.bottom < 24)
        bad.push(name + ': "' + t.textContent.slice(0, 40) + '" at ' + Math.round(r.left - box.left)
          + '..' + Math.round(r.right - box.left) + ' x ' + Math.round(r.top - box.top) + '..'
          + Math.round(r.bottom - box.top));
    });
  });
  document.getElementById('result').textContent =
    'cards ' + count + ' outside ' + bad.length + '\n' + bad.slice(0, 20).join('\n');
});
</script>
HTML
} >"$work/check.html"
result=$("$browser" "${flags[@]}" --allow-file-access-from-files --window-size=1100,2000 \
  --dump-dom "file://$work/check.html" 2>/dev/null | sed -n '/<pre id="result">/,/<\/pre>/p' || true)
summary=$(grep -o 'cards [0-9]* outside [0-9]*' <<<"$result" | head -n 1 || true)
read -r _ count _ outside <<<"${summary:-cards 0 outside 0}"
if [ "${count:-0}" -ne ${#cards[@]} ]; then
  echo "share-check: measured ${count:-0} of ${#cards[@]} cards" >&2
  failed=1
fi
if [ "${outside:-0}" -gt 0 ]; then
  echo "share-check: text outside the frame:" >&2
  sed -e 's/<[^>]*>//g' <<<"$result" | tail -n +2 | sed 's/^/  /' >&2
  failed=1
fi
echo "share-check: ${summary:-no result} (${#cards[@]} files)"
exit "$failed"
