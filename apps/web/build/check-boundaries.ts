import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BOUNDARIES, type Boundaries } from './boundaries';

/** A source file: its path from the repository root (always with `/`) and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

export interface Violation {
  file: string;
  specifier: string;
  /** The file the specifier resolves to, from the repository root. */
  target: string;
  rule: string;
  message: string;
}

// Comments go; strings stay (the leftmost match wins, so a `//` inside a string is part of the string).
const COMMENT_OR_STRING =
  /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g;
const IMPORTS = [
  /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*(['"])([^'"\n]+)\1/g, // import … from, export … from
  /\bimport\s*(['"])([^'"\n]+)\1/g, // import 'x' (side effect)
  /\bimport\s*\(\s*(['"`])([^'"`\n]+)\1\s*\)/g, // import('x')
];

/** Every module specifier a TypeScript source imports or re-exports, static or dynamic. */
export function importSpecifiers(text: string): string[] {
  const code = text.replace(COMMENT_OR_STRING, (m) => (m.startsWith('/') ? ' ' : m));
  const found = new Set<string>();
  for (const pattern of IMPORTS) for (const m of code.matchAll(pattern)) if (m[2]) found.add(m[2]);
  return [...found];
}

const WEB_SRC = 'apps/web/src/';
const API_MODULES = 'apps/api/src/modules/';

/** Resolves `@/…` (the web's alias) and relative specifiers to a known file; packages give undefined. */
export function resolveImport(
  from: string,
  specifier: string,
  known: ReadonlySet<string>,
): string | undefined {
  let base: string;
  if (specifier.startsWith('@/') && from.startsWith(WEB_SRC)) base = WEB_SRC + specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((c) => known.has(c)) ?? base;
}

/** `features/<name>` for a web feature, `modules/<name>` for an API module, else the web's top folder. */
function areaOf(file: string): string | undefined {
  if (file.startsWith(API_MODULES)) return `modules/${file.slice(API_MODULES.length).split('/')[0]}`;
  if (!file.startsWith(WEB_SRC)) return undefined;
  const parts = file.slice(WEB_SRC.length).split('/');
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0];
}

const rel = (file: string, root: string) => file.slice(root.length);
/** Compares paths without their extension: a planted import of a file not on the list has none. */
const same = (a: string, b: string) => a.replace(/\.tsx?$/, '') === b.replace(/\.tsx?$/, '');

const API_SRC = 'apps/api/src/';

/**
 * The API's layers, lowest first (docs/ARCHITECTURE.md): a file imports its own layer or lower ones,
 * so infrastructure never depends on what is built on it. The top (the process entries, the job
 * assembly, the CLI and the demo seed) puts everything together.
 */
export const API_LAYERS: readonly { name: string; holds: RegExp }[] = [
  { name: 'config', holds: /^config\.ts$/ },
  { name: 'db', holds: /^db\/(?!seed\/demo)/ },
  { name: 'lib', holds: /^lib\// },
  { name: 'events', holds: /^events\// },
  { name: 'infrastructure (jobs, http, plugins)', holds: /^(?:jobs|http|plugins)\// },
  { name: 'modules', holds: /^modules\// },
  { name: 'top', holds: /./ },
];

/** The layer of an API source file (its index in API_LAYERS), or undefined outside apps/api/src. */
export function apiLayerOf(file: string): number | undefined {
  if (!file.startsWith(API_SRC)) return undefined;
  const p = file.slice(API_SRC.length);
  return API_LAYERS.findIndex((l) => l.holds.test(p));
}

/** Why `from` may not import `target`, as [rule, reason], or undefined when it may. */
function ruleBroken(from: string, target: string, rules: Boundaries): [string, string] | undefined {
  const lowFrom = apiLayerOf(from);
  const lowTo = apiLayerOf(target);
  if (lowFrom !== undefined && lowTo !== undefined && lowTo > lowFrom)
    return [
      'api-layers',
      `${API_LAYERS[lowFrom]!.name} sits below ${API_LAYERS[lowTo]!.name} and does not import it (layers: ${API_LAYERS.map((l) => l.name).join(' < ')})`,
    ];
  const a = areaOf(from);
  const b = areaOf(target);
  if (!a || !b || a === b) return undefined;
  const t = rel(target, target.startsWith(WEB_SRC) ? WEB_SRC : API_MODULES);
  if (a.startsWith('modules/') && b.startsWith('modules/')) {
    const m = b.slice('modules/'.length);
    if (/repository/.test(path.posix.basename(t)))
      return [
        'api-foreign-repository',
        `a module reaches another module's rows through its service, not its repository (${m})`,
      ];
    if (rules.api.entryPoints.some((e) => same(e.file, t))) return undefined;
    return [
      'api-entry-points',
      `another module is used only through its entry points (${rules.api.entryPoints.map((e) => e.file).join(', ')})`,
    ];
  }
  if (a.startsWith('features/') && b.startsWith('features/')) {
    if (rules.web.featureEntryPoints.some((e) => same(e.file, t))) return undefined;
    return [
      'web-feature-isolation',
      `a feature does not import another feature (${b}); shared pieces go to components/ or lib/`,
    ];
  }
  if (a.startsWith('features/') && b === 'app') {
    if (rules.web.appEntryPoints.some((e) => same(e.file, t))) return undefined;
    return [
      'web-feature-to-app',
      `a feature imports from app/ only ${rules.web.appEntryPoints.map((e) => e.file).join(', ')}`,
    ];
  }
  if ((a === 'components' || a === 'lib') && (b === 'app' || b.startsWith('features/')))
    return [
      'web-shared-layers',
      `${a}/ is shared by every feature and imports no feature and nothing from app/`,
    ];
  if (b.startsWith('features/') && !rules.web.routeModules.some((p) => p.test(t)))
    return [
      'web-route-modules',
      `outside its feature, only a feature's route modules are imported (pages, route-prefetch.ts)`,
    ];
  return undefined;
}

/** Every import that crosses a boundary the rules forbid and no listed exception allows. */
export function checkBoundaries(files: readonly SourceFile[], rules: Boundaries = BOUNDARIES): Violation[] {
  const known = new Set(files.map((f) => f.path));
  const violations: Violation[] = [];
  for (const file of files)
    for (const specifier of importSpecifiers(file.text)) {
      const target = resolveImport(file.path, specifier, known);
      if (!target) continue;
      const broken = ruleBroken(file.path, target, rules);
      if (!broken) continue;
      if (rules.exceptions.some((e) => e.from === file.path && same(e.to, target))) continue;
      const [rule, reason] = broken;
      violations.push({
        file: file.path,
        specifier,
        target,
        rule,
        message: `${file.path} imports '${specifier}' (${target}), which breaks ${rule}: ${reason}. See docs/CONVENTIONS.md#boundaries and apps/web/build/boundaries.ts.`,
      });
    }
  return violations;
}

/** The area a file belongs to for circles: an API module or top folder, a web feature or top folder. */
function circleAreaOf(file: string): string {
  if (file.startsWith(API_SRC)) {
    const parts = file.slice(API_SRC.length).split('/');
    return parts[0] === 'modules'
      ? `api/modules/${parts[1]}`
      : `api/${parts.length > 1 ? parts[0] : '(top)'}`;
  }
  return `web/${areaOf(file) ?? file}`;
}

/**
 * Groups of files that import each other in a circle (strongly connected components of the import
 * graph) and span more than one area: such a circle ties two modules or layers into one.
 */
export function crossAreaCircles(files: readonly SourceFile[]): string[][] {
  const known = new Set(files.map((f) => f.path));
  const edges = new Map<string, string[]>();
  for (const file of files)
    edges.set(
      file.path,
      importSpecifiers(file.text)
        .map((s) => resolveImport(file.path, s, known))
        .filter((t): t is string => t !== undefined && known.has(t)),
    );
  // Tarjan's algorithm, iterative so a deep chain cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  let next = 0;
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; i: number }[] = [{ node: start, i: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const top = work[work.length - 1]!;
      const out = edges.get(top.node) ?? [];
      if (top.i < out.length) {
        const to = out[top.i++]!;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, i: 0 });
        } else if (onStack.has(to)) low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(top.node)!));
      if (low.get(top.node) === index.get(top.node)) {
        const group: string[] = [];
        let n: string;
        do {
          n = stack.pop()!;
          onStack.delete(n);
          group.push(n);
        } while (n !== top.node);
        if (new Set(group.map(circleAreaOf)).size > 1) circles.push(group.sort());
      }
    }
  }
  return circles;
}

/** Listed exceptions that no import uses any more: the list only shrinks. */
export function staleExceptions(files: readonly SourceFile[], rules: Boundaries = BOUNDARIES) {
  const known = new Set(files.map((f) => f.path));
  const used = new Set<string>();
  for (const file of files)
    for (const specifier of importSpecifiers(file.text)) {
      const target = resolveImport(file.path, specifier, known);
      if (target && ruleBroken(file.path, target, rules)) used.add(`${file.path} -> ${target}`);
    }
  return rules.exceptions.filter((e) => !used.has(`${e.from} -> ${e.to}`));
}

/** The TypeScript sources of the web app and the API, read from the repository at `root`. */
export function readSources(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const p = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(entry.name))
        files.push({ path: p, text: readFileSync(path.join(root, p), 'utf8') });
    }
  };
  walk('apps/web/src');
  walk('apps/api/src');
  return files;
}
