// Entry of a perft worker thread when fairyforge runs from its TypeScript
// sources: register the TypeScript loader (tsx) in this thread, then load the
// worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./perftWorker.ts');
