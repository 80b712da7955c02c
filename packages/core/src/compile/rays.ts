/** Rays as the compiler builds them, and the flat store the forward and reverse tables share. */

/** A run of squares walked in order, with the powers it carries (M_MOVE/M_CAPTURE) and its RAY_* kind. */
export interface Ray {
  squares: number[];
  mode: number;
  kind: number;
}

/** Growable flat store of rays (square lists with a mode and kind). */
export class RayStore {
  private readonly rays: Ray[] = [];
  add(r: Ray): number {
    this.rays.push(r);
    return this.rays.length - 1;
  }
  get(i: number): Ray {
    return this.rays[i]!;
  }
  finish(): { sqOff: Int32Array; sq: Int16Array; mode: Uint8Array; kind: Uint8Array } {
    const n = this.rays.length;
    const sqOff = new Int32Array(n + 1);
    const total = this.rays.reduce((a, r) => a + r.squares.length, 0);
    const sq = new Int16Array(total);
    const mode = new Uint8Array(n);
    const kind = new Uint8Array(n);
    let o = 0;
    this.rays.forEach((r, i) => {
      sqOff[i] = o;
      for (const s of r.squares) sq[o++] = s;
      mode[i] = r.mode;
      kind[i] = r.kind;
    });
    sqOff[n] = o;
    return { sqOff, sq, mode, kind };
  }
}
