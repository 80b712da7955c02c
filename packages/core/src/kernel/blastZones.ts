/**
 * Kernel part: load-time tables for the blast count (countBlast.ts and
 * blastCaptureCount.ts), so that a node asks a table instead of walking the
 * squares around a king or playing a blast on the board.
 *
 * `next[a * size + b]` is 1 where b is next to a (a blast on one reaches the
 * other): whether the kings touch, whether a capture's blast reaches a king.
 * Where every attack is a plain leap or a slide (no lame leaps, no hops), a
 * king out of check can be attacked after a capture only along a slide
 * through a square the capture emptied (the captor's square, the capture
 * square, the pieces blown away): `onLine[(c * size + k) * size + sq]` marks
 * the squares of colour c's attack lines onto square k, `zoneOnLine` the
 * squares whose blast zone (the square and the squares next to it) meets
 * one. A capture whose captor's square and blast zone are off every line
 * leaves the king as safe as it was. Elsewhere both are empty (length 0) and
 * every capture is played on the board.
 *
 * A factory compiled per variant (see board.ts); `noBlastZonesPart` is the
 * stand-in where blasts are not counted (empty tables).
 */
import type { KernelConstants, KernelTables } from './types.ts';

export type BlastZonesPart = ReturnType<typeof blastZonesPart>;

export function blastZonesPart(v: KernelTables, K: KernelConstants) {
  const { size, attLeapMode, attRayOff, attRay, attRayKind, raySqOff, raySq } = v;
  const { aroundOff, around } = v.blast ?? { aroundOff: new Int32Array(size + 1), around: new Int16Array(0) };
  const next = new Uint8Array(size * size);
  for (let a = 0; a < size; a++) for (let i = aroundOff[a]!; i < aroundOff[a + 1]!; i++) next[a * size + around[i]!] = 1;
  // Only a king rule asks whether a king stays safe, and only plain leaps and slides make the lines enough.
  let slidesOnly = v.pseudoRoyal !== undefined;
  for (let i = 0; i < attLeapMode.length; i++) if (attLeapMode[i] !== 0) slidesOnly = false;
  for (let i = 0; i < attRayKind.length; i++) if (attRayKind[i] !== K.RAY_SLIDE) slidesOnly = false;
  const onLine = new Uint8Array(slidesOnly ? 2 * size * size : 0);
  const zoneOnLine = new Uint8Array(onLine.length);
  // alignRay[(c * size + k) * size + s]: 1 + the entry of c's attack rays onto k whose squares hold s (0: none),
  // alignPos the index of s in raySq; `aligned` where no square lies on two rays of one king square.
  const alignRay = new Int32Array(onLine.length);
  const alignPos = new Int32Array(onLine.length);
  let aligned = slidesOnly;
  for (let ck = 0; ck < 2 * size && slidesOnly; ck++) {
    const row = ck * size;
    for (let i = attRayOff[ck]!; i < attRayOff[ck + 1]!; i++) {
      for (let j = raySqOff[attRay[i]!]!; j < raySqOff[attRay[i]! + 1]!; j++) {
        if (onLine[row + raySq[j]!] === 1) aligned = false;
        onLine[row + raySq[j]!] = 1;
        alignRay[row + raySq[j]!] = i + 1;
        alignPos[row + raySq[j]!] = j;
      }
    }
    for (let sq = 0; sq < size; sq++) {
      let hit = onLine[row + sq] === 1;
      for (let i = aroundOff[sq]!; i < aroundOff[sq + 1]!; i++) if (onLine[row + around[i]!] === 1) hit = true;
      zoneOnLine[row + sq] = hit ? 1 : 0;
    }
  }
  return { next, onLine, zoneOnLine, alignRay, alignPos, aligned };
}

/** The stand-in where blasts are not counted: empty tables (nothing asks them). */
export function noBlastZonesPart(_v: KernelTables, _K: KernelConstants): BlastZonesPart {
  return { next: new Uint8Array(0), onLine: new Uint8Array(0), zoneOnLine: new Uint8Array(0), alignRay: new Int32Array(0), alignPos: new Int32Array(0), aligned: false };
}
