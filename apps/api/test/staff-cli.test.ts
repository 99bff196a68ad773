import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameFromEmail, parseStaffArgs, runStaffCommand, UsageError } from '../src/cli/staff.ts';
import { findRunningEmbedded } from '../src/db/connect-existing.ts';
import { sessions, staffBrands, staffUsers } from '../src/db/schema/accounts.ts';
import { brands } from '../src/db/schema/catalogue.ts';
import { countries } from '../src/db/schema/reference.ts';
import { createTestContext, type TestContext } from './harness.ts';

const BRAND_A = '0b9e6a3e-3c1f-4a51-9a3e-5d2c1b7f0a11';

describe('parseStaffArgs', () => {
  it('parses add with role, repeated brands (deduplicated) and a name', () => {
    expect(
      parseStaffArgs([
        'add',
        'Priya@Example.IN',
        '--role',
        'brand',
        '--brand',
        BRAND_A,
        `--brand=${BRAND_A.toUpperCase()}`,
        '--name',
        'Priya Menon',
      ]),
    ).toEqual({
      kind: 'add',
      email: 'priya@example.in',
      role: 'brand',
      brandIds: [BRAND_A],
      name: 'Priya Menon',
    });
    expect(parseStaffArgs(['add', 'a@b.in', '--role=admin'])).toEqual({
      kind: 'add',
      email: 'a@b.in',
      role: 'admin',
      brandIds: [],
      name: undefined,
    });
  });

  it('parses list, remove and help', () => {
    expect(parseStaffArgs(['list'])).toEqual({ kind: 'list' });
    expect(parseStaffArgs(['remove', 'A@B.in'])).toEqual({ kind: 'remove', email: 'a@b.in' });
    expect(parseStaffArgs([])).toEqual({ kind: 'help' });
    expect(parseStaffArgs(['--help'])).toEqual({ kind: 'help' });
  });

  it.each([
    [['frobnicate'], 'Unknown command "frobnicate". Use add, list or remove.'],
    [['add'], '"add" needs an e-mail address.'],
    [['add', '--role', 'admin'], '"add" needs an e-mail address.'],
    [['add', 'not-an-email', '--role', 'admin'], '"not-an-email" is not a valid e-mail address.'],
    [['add', 'a@b.in'], '"add" needs --role admin or --role brand.'],
    [['add', 'a@b.in', '--role'], '--role needs a value.'],
    [['add', 'a@b.in', '--role', '--brand', BRAND_A], '--role needs a value.'],
    [['add', 'a@b.in', '--role', 'owner'], '--role must be admin or brand (got "owner").'],
    [['add', 'a@b.in', '--role', 'admin', '--role', 'brand'], 'Give --role once.'],
    [['add', 'a@b.in', '--role', 'brand'], 'A brand member needs at least one --brand <brandId>.'],
    [
      ['add', 'a@b.in', '--role', 'admin', '--brand', BRAND_A],
      '--brand is only for --role brand: admins act on every brand.',
    ],
    [['add', 'a@b.in', '--role', 'brand', '--brand', 'kesar'], '--brand "kesar" is not a brand id (a uuid).'],
    [['add', 'a@b.in', '--role', 'admin', '--name', 'A'], '--name must be at least 2 characters.'],
    [
      ['add', 'a@b.in', '--role', 'admin', '--colour', 'red'],
      'Unknown option --colour. Options are --role, --brand and --name.',
    ],
    [['add', 'a@b.in', 'extra', '--role', 'admin'], 'Unexpected argument "extra".'],
    [['list', 'everyone'], '"list" takes no arguments (got everyone).'],
    [['remove'], '"remove" needs an e-mail address.'],
    [['remove', 'a@b.in', 'c@d.in'], '"remove" takes one e-mail address (got a@b.in c@d.in).'],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parseStaffArgs(argv)).toThrow(new UsageError(message));
  });

  it('derives a readable name from the e-mail', () => {
    expect(nameFromEmail('priya.menon@x.in')).toBe('Priya Menon');
    expect(nameFromEmail('rohan_k-dev@x.in')).toBe('Rohan K Dev');
  });
});

describe('findRunningEmbedded', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ih-connect-'));
    mkdirSync(path.join(dir, 'postgres', 'data'), { recursive: true });
    writeFileSync(path.join(dir, 'postgres', 'password'), 'p@ss word\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const pidFile = () => path.join(dir, 'postgres', 'data', 'postmaster.pid');

  it('answers null without a postmaster.pid', () => {
    expect(findRunningEmbedded(path.join(dir, 'nothing-here'))).toBeNull();
  });

  it('reads pid and port of a live postmaster and the stored password', () => {
    // Our own pid stands in for a live postmaster.
    writeFileSync(
      pidFile(),
      `${process.pid}\n/data\n1700000000\n54321\n\n127.0.0.1\n  1234  5678\nready   \n`,
    );
    expect(findRunningEmbedded(dir)).toEqual({
      pid: process.pid,
      port: 54321,
      url: 'postgres://postgres:p%40ss%20word@127.0.0.1:54321/postgres',
    });
  });

  it('treats a pid file of a dead process as stale', () => {
    writeFileSync(pidFile(), '2147483646\n/data\n1700000000\n54321\n');
    expect(findRunningEmbedded(dir)).toBeNull();
  });
});

describe('runStaffCommand', () => {
  let t: TestContext;
  const brandIds: string[] = [];
  beforeAll(async () => {
    t = await createTestContext();
    const [india] = await t.db.select().from(countries);
    const rows = await t.db
      .insert(brands)
      .values([
        { name: 'Alpha Foods', companyName: 'Alpha Foods Pvt. Ltd.', countryId: india!.id },
        { name: 'Beta Wear', companyName: 'Beta Wear LLP', countryId: india!.id },
      ])
      .returning({ id: brands.id });
    brandIds.push(...rows.map((r) => r.id));
  });
  afterAll(() => t.close());

  const run = (argv: string[]) => runStaffCommand(t.db, parseStaffArgs(argv));

  it('adds an admin, then changes them to a brand member of the given brands', async () => {
    const added = await run(['add', 'ops.lead@influencehub.in', '--role', 'admin']);
    expect(added[0]).toBe('Added admin ops.lead@influencehub.in (Ops Lead) for all brands.');
    const changed = await run([
      'add',
      'ops.lead@influencehub.in',
      '--role',
      'brand',
      '--brand',
      brandIds[0]!,
      '--brand',
      brandIds[1]!,
    ]);
    expect(changed[0]).toBe('Updated brand ops.lead@influencehub.in (Ops Lead) for Alpha Foods, Beta Wear.');
    const rows = await t.db.select().from(staffUsers).where(eq(staffUsers.email, 'ops.lead@influencehub.in'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.role).toBe('brand');
    // The operator's brand people own their brands' teams (issue 28).
    const owned = await t.db.select().from(staffBrands).where(eq(staffBrands.staffId, rows[0]!.id));
    expect(owned.map((l) => l.role)).toEqual(['owner', 'owner']);
    // Re-adding with one brand replaces the list rather than merging it.
    await run([
      'add',
      'ops.lead@influencehub.in',
      '--role',
      'brand',
      '--brand',
      brandIds[1]!,
      '--name',
      'Neha Rao',
    ]);
    const links = await t.db.select().from(staffBrands).where(eq(staffBrands.staffId, rows[0]!.id));
    expect(links.map((l) => l.brandId)).toEqual([brandIds[1]]);
    expect((await run(['list'])).join('\n')).toContain(
      'ops.lead@influencehub.in  brand  Neha Rao  [Beta Wear]',
    );
  });

  it('refuses brand ids that do not exist, changing nothing', async () => {
    const ghost = '6f1c2b3a-1111-4222-8333-944455556666';
    await expect(run(['add', 'new@influencehub.in', '--role', 'brand', '--brand', ghost])).rejects.toThrow(
      new UsageError(`No brand has the id ${ghost}.`),
    );
    expect(await t.db.select().from(staffUsers).where(eq(staffUsers.email, 'new@influencehub.in'))).toEqual(
      [],
    );
  });

  it('removes an account with its sessions, and says so when there is none', async () => {
    await run(['add', 'temp@influencehub.in', '--role', 'admin']);
    const [row] = await t.db.select().from(staffUsers).where(eq(staffUsers.email, 'temp@influencehub.in'));
    await t.db.insert(sessions).values({
      tokenHash: 'x'.repeat(64),
      subjectKind: 'staff',
      staffId: row!.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    expect((await run(['remove', 'temp@influencehub.in']))[0]).toContain(
      'Removed admin temp@influencehub.in',
    );
    expect(await t.db.select().from(sessions).where(eq(sessions.staffId, row!.id))).toEqual([]);
    await expect(run(['remove', 'temp@influencehub.in'])).rejects.toThrow(
      new UsageError('No staff account has the e-mail temp@influencehub.in.'),
    );
  });
});
