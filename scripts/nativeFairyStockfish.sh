#!/bin/sh
# A current native Fairy-Stockfish for `FAIRY_STOCKFISH=... pnpm bench` on Debian 12.
#
# Debian 12 packages Fairy-Stockfish 11.1, which lacks variants and misreads the seed's
# FEN. Debian unstable packages 14.0.1 (built with large boards, ARCH=x86-64), but
# against a newer C library than Debian 12 has. This script unpacks that package and
# the C and C++ runtime libraries it needs into DIR (nothing is installed system-wide)
# and writes DIR/fairy-stockfish, which runs the engine through those libraries' own
# loader. Benchmarks only: the engine is GPL and not part of fairyforge.
#
#   sh scripts/nativeFairyStockfish.sh /opt/fsf14
#   FAIRY_STOCKFISH=/opt/fsf14/fairy-stockfish pnpm bench --native-table
set -eu
DIR=${1:?usage: nativeFairyStockfish.sh DIR}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
mkdir -p "$DIR/debs"
curl -fsS "$MIRROR/dists/sid/main/binary-amd64/Packages.xz" | xz -dc > "$DIR/debs/Packages"
for pkg in fairy-stockfish libc6 libstdc++6 libgcc-s1; do
  file=$(awk -v p="$pkg" '$1 == "Package:" { hit = ($2 == p) } hit && $1 == "Filename:" { print $2; exit }' "$DIR/debs/Packages")
  [ -n "$file" ] || { echo "no $pkg in Debian unstable" >&2; exit 1; }
  curl -fsS -o "$DIR/debs/$pkg.deb" "$MIRROR/$file"
  dpkg-deb -x "$DIR/debs/$pkg.deb" "$DIR"
done
cat > "$DIR/fairy-stockfish" <<WRAP
#!/bin/sh
exec "$DIR/usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2" --library-path "$DIR/usr/lib/x86_64-linux-gnu" "$DIR/usr/games/fairy-stockfish" "\$@"
WRAP
chmod +x "$DIR/fairy-stockfish"
echo uci | "$DIR/fairy-stockfish" | head -1
