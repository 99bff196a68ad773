import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

/**
 * The browser the end-to-end tests drive: by default the Chromium shipped (brotli-compressed) in the
 * npm package @sparticuz/chromium, so `npm test` needs nothing outside npm; CHROMIUM_PATH points at
 * any other Chromium (e.g. Debian's /usr/bin/chromium).
 */
export interface ChromiumLaunch {
  executablePath: string;
  args: string[];
  env: Record<string, string>;
}

/**
 * Root runs Chromium without its sandbox; the rest keeps it from phoning home on a machine whose
 * network is closed (every refused connection is noise and time).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--disable-domain-reliability',
  '--no-pings',
  '--font-render-hinting=none',
];

const require = createRequire(import.meta.url);

function packageInfo(): { version: string; bin: string } {
  // The package exports no ./package.json: find its folder from its entry point.
  let dir = path.dirname(require.resolve('@sparticuz/chromium'));
  while (!existsSync(path.join(dir, 'package.json')) || !existsSync(path.join(dir, 'bin'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('Cannot find the folder of @sparticuz/chromium');
    dir = up;
  }
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return { version, bin: path.join(dir, 'bin') };
}

/**
 * Decompresses the package's Chromium once per version into its own folder under the temp dir. The
 * package's own `executablePath()` writes to fixed names in /tmp and trusts whatever is there, even a
 * half-written file from an interrupted run; we let it do the work inside a private folder (it reads
 * os.tmpdir(), i.e. TMPDIR, at call time) and rename the folder into place only once complete, so
 * two processes starting at once, or a killed one, never leave a broken browser behind.
 */
async function unpackSparticuz(): Promise<{ dir: string; executablePath: string }> {
  const { version, bin } = packageInfo();
  const dir = path.join(tmpdir(), `ih-chromium-${version}`);
  const executablePath = path.join(dir, 'chromium');
  if (existsSync(path.join(dir, '.complete'))) return { dir, executablePath };

  const work = `${dir}.partial-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const savedTmp = process.env.TMPDIR;
  process.env.TMPDIR = work;
  try {
    const mod = (await import('@sparticuz/chromium')) as {
      default: { executablePath(input?: string): Promise<string> };
    };
    const unpacked = await mod.default.executablePath(bin);
    if (path.resolve(unpacked) !== path.join(work, 'chromium'))
      throw new Error(`@sparticuz/chromium unpacked to ${unpacked}, not into ${work}`);
  } finally {
    if (savedTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmp;
  }
  writeFileSync(path.join(work, '.complete'), `${version}\n`);
  try {
    renameSync(work, dir);
  } catch {
    // Another process finished first; its copy is as good as ours.
    rmSync(work, { recursive: true, force: true });
    if (!existsSync(path.join(dir, '.complete'))) throw new Error(`Could not put Chromium in ${dir}`);
  }
  return { dir, executablePath };
}

/** Shared libraries the dynamic linker cannot find for `file` (empty when ldd is unavailable). */
export function missingLibraries(file: string, env: NodeJS.ProcessEnv = process.env): string[] {
  try {
    const out = execFileSync('ldd', [file], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return out
      .split('\n')
      .filter((l) => l.includes('not found'))
      .map((l) => l.trim().split(/\s+/)[0] ?? l.trim());
  } catch {
    return [];
  }
}

/**
 * The package also ships the NSS/NSPR/expat libraries Chromium links against (for Amazon Linux,
 * where they are missing); on a machine that lacks them too we unpack them and put them on
 * LD_LIBRARY_PATH. Debian 12 images normally have them (libnss3, libnspr4, libexpat1).
 */
function bundledLibraries(dir: string): string {
  const lib = path.join(dir, 'al2023', 'lib');
  if (existsSync(path.join(lib, 'libnss3.so'))) return lib;
  const { bin } = packageInfo();
  const tar = path.join(dir, `al2023-${process.pid}.tar`);
  writeFileSync(tar, brotliDecompressSync(readFileSync(path.join(bin, 'al2023.tar.br'))));
  mkdirSync(path.join(dir, 'al2023'), { recursive: true });
  try {
    execFileSync('tar', ['-xf', tar, '-C', path.join(dir, 'al2023')]);
  } finally {
    rmSync(tar, { force: true });
  }
  return lib;
}

/**
 * Fonts: the package brings Open Sans only (no ₹ sign, no Indian scripts), so our fontconfig file
 * lists it first and then the system's font folders, which fill in whatever glyphs they have.
 */
function fontConfig(dir: string): string {
  const confDir = path.join(dir, 'fontconfig');
  const conf = path.join(confDir, 'fonts.conf');
  if (existsSync(conf)) return confDir;
  mkdirSync(path.join(confDir, 'cache'), { recursive: true });
  const dirs = [path.join(dir, 'fonts'), '/usr/share/fonts', '/usr/local/share/fonts'];
  writeFileSync(
    `${conf}.${process.pid}`,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      '<fontconfig>',
      ...dirs.map((d) => `  <dir>${d}</dir>`),
      `  <cachedir>${path.join(confDir, 'cache')}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  renameSync(`${conf}.${process.pid}`, conf);
  return confDir;
}

let resolved: Promise<ChromiumLaunch> | undefined;

/** Where the browser is and how to start it; unpacks the npm package's Chromium on first use. */
export function resolveChromium(): Promise<ChromiumLaunch> {
  resolved ??= resolveOnce();
  return resolved;
}

async function resolveOnce(): Promise<ChromiumLaunch> {
  const override = process.env.CHROMIUM_PATH;
  if (override) {
    if (!existsSync(override) || !statSync(override).isFile())
      throw new Error(`CHROMIUM_PATH is set to ${override}, but there is no such file.`);
    return { executablePath: override, args: CHROMIUM_ARGS, env: {} };
  }
  const { dir, executablePath } = await unpackSparticuz();
  const env: Record<string, string> = { FONTCONFIG_PATH: fontConfig(dir) };
  if (missingLibraries(executablePath).length > 0) {
    const lib = bundledLibraries(dir);
    env.LD_LIBRARY_PATH = [lib, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':');
    const still = missingLibraries(executablePath, { ...process.env, ...env });
    if (still.length > 0)
      throw new Error(
        `Chromium from @sparticuz/chromium cannot start here: missing shared libraries ${still.join(', ')}. ` +
          'Install them (apt-get install libnss3 libnspr4 libexpat1) or set CHROMIUM_PATH to another Chromium.',
      );
  }
  return { executablePath, args: CHROMIUM_ARGS, env };
}
