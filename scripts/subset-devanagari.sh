#!/usr/bin/env bash
# Writes app/fonts/noto-sans-devanagari-wght.woff2 (docs/decisions/
# 025-languages.md "Type"): @fontsource's variable Noto Sans Devanagari, its
# weight axis limited to 400–700 (the weights the pages use) and its
# characters to the Devanagari block, the joiners, the rupee sign and the
# dotted circle. Hindi and Marathi never use the Vedic and Devanagari-
# extended marks the original also carries. Run it only when the package
# changes; the output is committed, so neither the build nor CI needs it.
# Needs Debian's python3-fonttools and python3-brotli.
set -euo pipefail
cd "$(dirname "$0")/.."
from=node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2
# The same ranges as the @font-face rule's unicode-range in app/app.css.
ranges="U+0900-097F,U+200C-200D,U+20B9,U+25CC"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
/usr/bin/python3 -m fontTools.varLib.instancer "$from" wght=400:700 -o "$work/400-700.ttf"
/usr/bin/python3 -m fontTools.subset "$work/400-700.ttf" \
  --unicodes="$ranges" --layout-features='*' --flavor=woff2 \
  --output-file=app/fonts/noto-sans-devanagari-wght.woff2
cp node_modules/@fontsource-variable/noto-sans-devanagari/LICENSE app/fonts/OFL-noto-sans-devanagari.txt
ls -l app/fonts
