#!/usr/bin/env bash
# Writes app/fonts/noto-sans-devanagari-wght.woff2 (docs/decisions/
# 025-languages.md "Type"): @fontsource's variable Noto Sans Devanagari, its
# weight axis limited to 400–700 (the weights the pages use) and its
# characters to the Devanagari block, the joiners, the rupee sign and the
# dotted circle. Hindi and Marathi never use the Vedic and Devanagari-
# extended marks the original also carries.
#
# Its glyphs are those Hindi and Marathi words need, not every conjunct the
# font can draw: every word of the site's own texts, of the Hindi and Marathi
# spelling dictionaries (aspell-hi, aspell-mr: 146,000 words) and every
# two-consonant cluster is shaped with HarfBuzz, and the file keeps the
# glyphs they come out as, plus every half form and ra form a longer cluster
# is built from. A rare Sanskrit or Nepali ligature left out shows as its
# half forms or with a visible virama. app/fonts/fonts.test.ts shapes the
# site's texts and the clusters with both files and finds them drawn alike.
#
# Run it only when the package changes; the output is committed, so neither
# the build nor CI needs it. Needs Debian's python3-fonttools,
# python3-brotli, libharfbuzz-bin, aspell-hi and aspell-mr.
set -euo pipefail
cd "$(dirname "$0")/.."
from=node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2
# The same ranges as the @font-face rule's unicode-range in app/app.css.
ranges="U+0900-097F,U+200C-200D,U+20B9,U+25CC"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

/usr/bin/python3 -m fontTools.varLib.instancer "$from" wght=400:700 -o "$work/400-700.woff2"
/usr/bin/python3 - "$work/400-700.woff2" "$work/400-700.ttf" <<'PY'
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1])
font.flavor = None
font.save(sys.argv[2])
PY

# The words: the site's Devanagari, the two dictionaries, every consonant + virama + consonant.
grep -rhoP "[\x{0900}-\x{097F}\x{200C}\x{200D}]+" app core server --include=*.ts --include=*.tsx >"$work/words.txt"
for lang in hi mr; do
  aspell -d "$lang" dump master | aspell -l "$lang" expand | tr ' ' '\n' >>"$work/words.txt"
done
/usr/bin/python3 -c '
consonants = [chr(c) for c in range(0x915, 0x93A)]
print("\n".join(a + "\u094d" + b for a in consonants for b in consonants))' >>"$work/words.txt"
grep -P "^[\x{0900}-\x{097F}\x{200C}\x{200D}]+$" "$work/words.txt" | sort -u >"$work/unique.txt"
hb-shape --no-positions --no-clusters "$work/400-700.ttf" --text-file="$work/unique.txt" |
  tr -d '[]' | tr '|' '\n' | sort -u >"$work/glyphs.txt"
# Half forms (ka + virama) and ra forms (ka + virama + ra), which longer clusters are built from.
/usr/bin/python3 - "$work/400-700.ttf" >>"$work/glyphs.txt" <<'PY'
import re, sys
from fontTools.ttLib import TTFont
for name in TTFont(sys.argv[1]).getGlyphOrder():
    if re.fullmatch(r"uni09[0-7][0-9A-F]094D(0930)?", name):
        print(name)
PY

/usr/bin/python3 -m fontTools.subset "$work/400-700.ttf" \
  --unicodes="$ranges" --glyphs-file="$work/glyphs.txt" --no-layout-closure \
  --layout-features='*' --flavor=woff2 \
  --output-file=app/fonts/noto-sans-devanagari-wght.woff2
cp node_modules/@fontsource-variable/noto-sans-devanagari/LICENSE app/fonts/OFL-noto-sans-devanagari.txt
ls -l app/fonts
