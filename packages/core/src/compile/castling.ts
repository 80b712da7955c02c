/** Phase 7, castling: the spec's castling rule with its pieces as types. */
import type { VariantSpec } from '../spec.ts';
import type { CompiledCastling } from './model.ts';
import type { PieceTypes } from './pieces.ts';

export function compileCastling(spec: VariantSpec, types: PieceTypes): CompiledCastling | null {
  if (!spec.castling) return null;
  const cs = spec.castling;
  let rookMask = 0;
  for (const l of cs.rooks) rookMask |= 1 << types.typeOf(l, 'castling');
  return {
    kingType: types.typeOf(cs.king, 'castling'),
    rookMask,
    kingFile: cs.kingFile,
    kingsideFiles: cs.kingsideFiles,
    queensideFiles: cs.queensideFiles,
    dropped: cs.dropped === true,
  };
}
