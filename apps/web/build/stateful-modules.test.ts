import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { holdsState } from './stateful-modules';

const dir = mkdtempSync(path.join(tmpdir(), 'ih-stateful-'));
function moduleWith(name: string, source: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, source);
  return file;
}

describe('holdsState', () => {
  it('sees a React context, a module-level variable and a module-level Map or Set', () => {
    expect(holdsState(moduleWith('context.tsx', 'export const Ctx = React.createContext(null);'))).toBe(true);
    expect(holdsState(moduleWith('let.ts', 'let current = null;\nexport const get = () => current;'))).toBe(
      true,
    );
    expect(holdsState(moduleWith('map.ts', 'const cache = new Map();\nexport const c = cache;'))).toBe(true);
    expect(holdsState(moduleWith('set.ts', 'const listeners = new Set();\nexport { listeners };'))).toBe(
      true,
    );
  });

  it('lets pure modules be copied: functions, constants, variables inside functions', () => {
    const pure = 'export const LIMIT = 12;\nexport function f() {\n  let x = new Map();\n  return x;\n}\n';
    expect(holdsState(moduleWith('pure.ts', pure))).toBe(false);
    expect(holdsState('\0vite/preload-helper.js')).toBe(false);
  });

  it('treats a source it cannot read as stateful', () => {
    expect(holdsState(path.join(dir, 'missing.ts'))).toBe(true);
  });
});
