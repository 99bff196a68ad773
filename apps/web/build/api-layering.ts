import path from 'node:path';
import type { SourceFile } from './check-boundaries';

/*
 * What belongs where inside an API module (docs/CONVENTIONS.md#layout, issue 27): routes are thin,
 * services hold the rules and know nothing of HTTP, repositories hold the SQL, and wire.ts maps rows to
 * the documents' names. Read from the source text: each rule is a pattern a reviewer would look for.
 */

export type LayeringRule =
  | 'api-queries-in-repositories'
  | 'api-http-out-of-services'
  | 'api-envelopes-in-routes'
  | 'api-wire-in-wire';

export interface LayeringFinding {
  file: string;
  rule: LayeringRule;
  message: string;
}

const MODULES = 'apps/api/src/modules/';

const base = (file: string) => path.posix.basename(file);
const isRepository = (file: string) => /repository/.test(base(file));
const isService = (file: string) => /service/.test(base(file));
const isRoutes = (file: string) => /routes/.test(base(file));
const isWire = (file: string) => /(^|-)wire\.ts$/.test(base(file));

// Comments go; strings stay, as in check-boundaries.ts.
const COMMENT_OR_STRING =
  /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g;
const code = (text: string) => text.replace(COMMENT_OR_STRING, (m) => (m.startsWith('/') ? ' ' : m));
/** The code alone, comments and strings both blanked: for patterns of code, not of text. */
const bare = (text: string) => text.replace(COMMENT_OR_STRING, (m) => (m.startsWith('/') ? ' ' : "''"));

/** The import statements that bring in a value (not only types), with their specifier. */
function valueImports(text: string): string[] {
  const found: string[] = [];
  for (const m of code(text).matchAll(/\bimport\s+(type\s+)?([^'";]*?)\s*from\s*(['"])([^'"\n]+)\3/g)) {
    if (m[1]) continue; // import type { … }
    const names = m[2] ?? '';
    const braced = /\{([^}]*)\}/.exec(names)?.[1];
    const outside = names
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    const values = (braced ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith('type '));
    if (values.length || outside) found.push(m[4]!);
  }
  return found;
}

/** Every rule a module file breaks. */
export function layeringFindings(file: SourceFile): LayeringFinding[] {
  if (!file.path.startsWith(MODULES) || /\.test\.tsx?$/.test(file.path)) return [];
  const findings: LayeringFinding[] = [];
  const add = (rule: LayeringRule, message: string) =>
    findings.push({ file: file.path, rule, message: `${file.path} breaks ${rule}: ${message}.` });
  const imports = valueImports(file.text);
  const body = bare(file.text);
  if (!isRepository(file.path)) {
    const queries = imports.filter((s) => s === 'drizzle-orm' || /(^|\/)db\/schema\//.test(s));
    if (queries.length)
      add(
        'api-queries-in-repositories',
        `it imports ${queries.join(', ')}; queries and tables belong in a *repository*.ts of the module`,
      );
  }
  if (isService(file.path)) {
    const http = imports.filter(
      (s) => s === 'fastify' || s.startsWith('@fastify/') || /(^|\/)http\//.test(s),
    );
    if (http.length)
      add('api-http-out-of-services', `it imports ${http.join(', ')}; a service takes plain inputs and deps`);
  }
  if (
    (isService(file.path) || isRepository(file.path)) &&
    /\bmessage\s*:\s*[A-Z][A-Z_]*_MESSAGES\b/.test(body)
  )
    add(
      'api-envelopes-in-routes',
      'it answers a message for the envelope; the route says what the answer means',
    );
  if (!isWire(file.path) && !isRoutes(file.path) && /[{,]\s*_id\s*:/.test(body))
    add('api-wire-in-wire', "it builds a wire object (`_id:`); the documents' shapes are made in wire.ts");
  return findings;
}

export interface LayeringException {
  file: string;
  rule: LayeringRule;
  why: string;
}

/** Findings no exception covers, and exceptions no finding needs (the list only shrinks). */
export function checkLayering(files: readonly SourceFile[], exceptions: readonly LayeringException[]) {
  const all = files.flatMap(layeringFindings);
  const excepted = (f: LayeringFinding) => exceptions.some((e) => e.file === f.file && e.rule === f.rule);
  return {
    violations: all.filter((f) => !excepted(f)),
    stale: exceptions.filter((e) => !all.some((f) => f.file === e.file && f.rule === e.rule)),
  };
}
