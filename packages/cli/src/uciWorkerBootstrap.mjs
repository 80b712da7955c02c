// Entry of the UCI search thread when fairyforge runs from its TypeScript
// sources: register the TypeScript loader (tsx) in this thread, then load the
// worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./uciWorker.ts');
