#!/usr/bin/env bash
# Writes app/fonts/manrope-wght.woff2 (docs/decisions/028-fewer-script-files.md,
# third pass): @fontsource's variable Manrope (latin), its weight axis limited
# to 400–800 (the weights the pages use) and its characters to what an
# Indian English and Hindi/Marathi site writes: Basic Latin and the few
# Latin-1 and punctuation characters of the site's texts. The @font-face
# rule's unicode-range in app/app.css lists the same ranges, so any other
# letter (a visitor's ü) is drawn by the fallback face straight away.
# app/fonts/fonts.test.ts checks the file draws every Latin character of the
# texts. Run it only when the package changes; the output is committed.
# Needs Debian's python3-fonttools and python3-brotli.
set -euo pipefail
cd "$(dirname "$0")/.."
from=node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2
# The same ranges as the @font-face rule's unicode-range in app/app.css.
ranges="U+0020-007E,U+00A0,U+00A9,U+00B0,U+00B7,U+00D7,U+00E9,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+20AC,U+2122,U+2212"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
/usr/bin/python3 -m fontTools.varLib.instancer "$from" wght=400:800 -o "$work/400-800.woff2"
/usr/bin/python3 -m fontTools.subset "$work/400-800.woff2" \
  --unicodes="$ranges" --layout-features='*' --flavor=woff2 \
  --output-file=app/fonts/manrope-wght.woff2
cp node_modules/@fontsource-variable/manrope/LICENSE app/fonts/OFL-manrope.txt
ls -l app/fonts
