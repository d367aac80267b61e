#!/usr/bin/env bash
# Writes app/fonts/noto-sans-devanagari-{400,700}.woff2: @fontsource's
# Devanagari files cut to the Devanagari block, the joiners, the rupee sign
# and the dotted circle (docs/decisions/025-languages.md "Type"). Hindi and
# Marathi never use the Vedic and Devanagari-extended marks the originals
# also carry; leaving them out is a fifth of each file. Run it only when the
# @fontsource package changes; the output is committed, so neither the build
# nor CI needs it. Needs Debian's python3-fonttools and python3-brotli.
set -euo pipefail
cd "$(dirname "$0")/.."
from=node_modules/@fontsource/noto-sans-devanagari/files
# The same ranges as the @font-face rules' unicode-range in app/app.css.
ranges="U+0900-097F,U+200C-200D,U+20B9,U+25CC"
for weight in 400 700; do
  /usr/bin/python3 -m fontTools.subset "$from/noto-sans-devanagari-devanagari-$weight-normal.woff2" \
    --unicodes="$ranges" --layout-features='*' --flavor=woff2 \
    --output-file="app/fonts/noto-sans-devanagari-$weight.woff2"
done
cp node_modules/@fontsource/noto-sans-devanagari/LICENSE app/fonts/OFL-noto-sans-devanagari.txt
ls -l app/fonts
