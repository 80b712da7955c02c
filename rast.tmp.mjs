import { Resvg } from '@resvg/resvg-js';
import { readFileSync, writeFileSync } from 'node:fs';
for (const [i, o] of [['/tmp/koth.svg', '/tmp/koth.png'], ['/tmp/bt.svg', '/tmp/bt.png']]) {
  writeFileSync(o, new Resvg(readFileSync(i, 'utf8'), { fitTo: { mode: 'width', value: 400 } }).render().asPng());
}
