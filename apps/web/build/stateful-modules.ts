import { readFileSync } from 'node:fs';

/**
 * Module state that must exist once: a React context (a provider and its consumers must share the
 * object) or a module-level variable, Map or Set (a store, a listener list, a cache).
 */
const STATE = /\bcreateContext\b|^(?:let|var) |^(?:const|let) \w+ = new (?:Map|Set|WeakMap)\b/m;

const known = new Map<string, boolean>();

/**
 * Whether a module holds state, read from its source. The build may copy a small shared module into
 * each chunk that uses it (vite.config.ts); a stateful one must never be copied, or a page would
 * see a second, empty instance. Unreadable sources count as stateful.
 */
export function holdsState(id: string): boolean {
  if (id.startsWith('\0')) return false; // generated: the contract's plain data (build/contract-lite.ts)
  let state = known.get(id);
  if (state === undefined) {
    try {
      state = STATE.test(readFileSync(id.split('?')[0] ?? id, 'utf8'));
    } catch {
      state = true;
    }
    known.set(id, state);
  }
  return state;
}
