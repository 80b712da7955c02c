/**
 * Legality judged after the wall (rules/wallLegal.ts, atomicduck): the kernel's
 * whole moves against a reference that makes every pseudo-legal piece move with
 * every square the duck could take and tests the position reached — the mover's
 * king still there, and either the opponent's king blown up or the mover's
 * unattacked (touching kings immune). The duck's squares are Fairy-Stockfish's:
 * the squares empty before the move and the one the piece left (for en passant
 * also the captured pawn's), never the capture square nor the duck's own. The
 * wall half lists exactly the walls of its piece's move; the engine's search,
 * which does not extend a wall half for check, answers with a legal move.
 */
import { KIND_CASTLE, KIND_EN_PASSANT, legalMoves, makeFen, MAX_MOVES, moveFrom, moveKind, moveTo, WALL, type Position } from '@fairyforge/core';
import { pieceMove, walled } from '../packages/core/src/walledMoves.ts';
import { Engine, mulberry32 as rng } from '@fairyforge/engine';
import { describe, expect, it } from 'vitest';
import { compiledVariant as compiled, positionAt as at } from './oracle.ts';

const kings = (pos: Position, letter: string) => [...makeFen(pos).split(' ')[0]!].filter((c) => c === letter).length;

/** The reference: every pseudo-legal piece move but castling, with every square the duck may take, made and tested. */
function referenceMoves(pos: Position): number[] {
  const pseudo = new Int32Array(MAX_MOVES);
  const n = pos.generatePseudo(pseudo, 0);
  const us = pos.turn;
  const [own, theirs] = us === 0 ? ['K', 'k'] : ['k', 'K'];
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const m = pseudo[i]!;
    if (moveKind(m) === KIND_CASTLE) continue;
    const from = moveFrom(m);
    const to = moveTo(m);
    const taken = moveKind(m) === KIND_EN_PASSANT ? to + (us === 0 ? -8 : 8) : -1;
    for (let sq = 0; sq < 64; sq++) {
      const free = pos.board[sq] === 0 || sq === from || sq === taken;
      if (!free || sq === to || pos.board[sq] === WALL) continue;
      const w = walled(m, sq);
      pos.make(w);
      const ok = kings(pos, own) === 1 && (kings(pos, theirs) === 0 || !pos.royalAttacked(us));
      pos.unmake();
      if (ok) out.push(w);
    }
  }
  return out.sort((a, b) => a - b);
}

describe('legality judged after the wall (atomicduck)', () => {
  const v = compiled('atomicduck');

  it('the whole moves of positions from 4 random games are the reference\'s, and each wall half lists its move\'s walls', () => {
    const halves = new Int32Array(MAX_MOVES);
    let blocked = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const random = rng(seed);
      const pos = at(v, v.spec.startFen);
      for (let ply = 0; ply < 24; ply++) {
        const moves = legalMoves(pos);
        if (moves.length === 0) break;
        const fen = makeFen(pos);
        const kernel = moves.filter((m) => moveKind(pieceMove(m)) !== KIND_CASTLE).sort((a, b) => a - b);
        expect(kernel, fen).toEqual(referenceMoves(pos));
        expect(makeFen(pos)).toBe(fen);
        // A move legal only with some walls: the king attacked before its wall is placed.
        for (const piece of new Set(moves.map(pieceMove))) {
          pos.make(piece);
          const k = pos.generateLegal(halves, 0);
          if (pos.royalAttacked(pos.turn)) blocked++;
          pos.unmake();
          expect(k, fen).toBe(moves.filter((m) => pieceMove(m) === piece).length);
        }
        pos.make(moves[Math.floor(random() * moves.length)]!);
      }
    }
    // The games reach moves whose king the duck must shield: the test exercises the rule.
    expect(blocked).toBeGreaterThan(0);
  });

  it('the engine answers with a legal whole move from a position where the duck must block', () => {
    const pos = at(v, '4r2k/8/8/8/8/8/P7/4K3 w - - 0 1');
    const r = new Engine(v).search(pos, { depth: 2 });
    expect(r.move).not.toBeNull();
    expect(legalMoves(pos)).toContain(r.move);
  });
});
