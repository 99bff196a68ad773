import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAFF_ROLES, type StaffRole } from '@ih/contract/enums';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import { sessions, staffBrands, staffUsers } from '../db/schema/accounts.ts';
import { brands } from '../db/schema/catalogue.ts';

export const USAGE = `Manage Influence Hub staff accounts.

  npm run staff -- add <email> --role admin|brand [--brand <brandId>]... [--name "Full Name"]
  npm run staff -- list
  npm run staff -- remove <email>

Admins act on every brand; a brand member needs at least one --brand (a brand id, as shown in the
staff console) and owns those brands' teams (adds and removes people in the console). Adding an
existing e-mail again changes its role, brands and name.
Uses DATABASE_URL when set, else the embedded database under DATA_DIR (default data/ at the repository root, the server's).`;

export type StaffCommand =
  | { kind: 'help' }
  | { kind: 'list' }
  | { kind: 'remove'; email: string }
  | { kind: 'add'; email: string; role: StaffRole; brandIds: string[]; name: string | undefined };

export class UsageError extends Error {
  override name = 'UsageError';
}

const emailSchema = z.email();
const uuidSchema = z.uuid();

function parseEmail(value: string | undefined, command: string): string {
  if (!value || value.startsWith('--')) throw new UsageError(`"${command}" needs an e-mail address.`);
  const email = value.trim().toLowerCase();
  if (!emailSchema.safeParse(email).success)
    throw new UsageError(`"${value}" is not a valid e-mail address.`);
  return email;
}

/** Splits `--flag value` and `--flag=value`; a flag without its value is an error, not a silent skip. */
function readOptions(args: string[]): { positional: string[]; options: [string, string][] } {
  const positional: string[] = [];
  const options: [string, string][] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const flag = eq === -1 ? arg : arg.slice(0, eq);
    let value = eq === -1 ? args[i + 1] : arg.slice(eq + 1);
    if (eq === -1) i++;
    if (value === undefined || value === '' || (eq === -1 && value.startsWith('--'))) {
      throw new UsageError(`${flag} needs a value.`);
    }
    value = value.trim();
    options.push([flag, value]);
  }
  return { positional, options };
}

/** Parses the CLI's arguments (after `--`). Throws UsageError with a sentence saying what to fix. */
export function parseStaffArgs(argv: readonly string[]): StaffCommand {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') return { kind: 'help' };
  if (command === 'list') {
    if (rest.length) throw new UsageError(`"list" takes no arguments (got ${rest.join(' ')}).`);
    return { kind: 'list' };
  }
  if (command === 'remove') {
    const email = parseEmail(rest[0], 'remove');
    if (rest.length > 1) throw new UsageError(`"remove" takes one e-mail address (got ${rest.join(' ')}).`);
    return { kind: 'remove', email };
  }
  if (command !== 'add') throw new UsageError(`Unknown command "${command}". Use add, list or remove.`);

  const { positional, options } = readOptions(rest);
  const email = parseEmail(positional[0], 'add');
  if (positional.length > 1) throw new UsageError(`Unexpected argument "${positional[1]}".`);
  let role: StaffRole | undefined;
  let name: string | undefined;
  const brandIds: string[] = [];
  for (const [flag, value] of options) {
    if (flag === '--role') {
      if (role) throw new UsageError('Give --role once.');
      if (!(STAFF_ROLES as readonly string[]).includes(value)) {
        throw new UsageError(`--role must be admin or brand (got "${value}").`);
      }
      role = value as StaffRole;
    } else if (flag === '--brand') {
      if (!uuidSchema.safeParse(value).success)
        throw new UsageError(`--brand "${value}" is not a brand id (a uuid).`);
      const id = value.toLowerCase();
      if (!brandIds.includes(id)) brandIds.push(id);
    } else if (flag === '--name') {
      if (value.length < 2) throw new UsageError('--name must be at least 2 characters.');
      name = value;
    } else {
      throw new UsageError(`Unknown option ${flag}. Options are --role, --brand and --name.`);
    }
  }
  if (!role) throw new UsageError('"add" needs --role admin or --role brand.');
  if (role === 'admin' && brandIds.length) {
    throw new UsageError('--brand is only for --role brand: admins act on every brand.');
  }
  if (role === 'brand' && !brandIds.length) {
    throw new UsageError('A brand member needs at least one --brand <brandId>.');
  }
  return { kind: 'add', email, role, brandIds, name };
}

/** 'priya.menon@x.in' → 'Priya Menon': a readable default until the person is named. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  const words = local.split(/[._-]+/).filter(Boolean);
  return words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ') || email;
}

/** Runs a parsed command and returns what to print. Throws UsageError for a problem the user can fix. */
export async function runStaffCommand(db: Db, command: StaffCommand): Promise<string[]> {
  switch (command.kind) {
    case 'help':
      return [USAGE];
    case 'list': {
      const rows = await db
        .select({
          id: staffUsers.id,
          email: staffUsers.email,
          name: staffUsers.name,
          role: staffUsers.role,
          status: staffUsers.status,
        })
        .from(staffUsers)
        .orderBy(asc(staffUsers.email));
      if (!rows.length)
        return ['No staff accounts yet. Add one with: npm run staff -- add <email> --role admin'];
      const links = await db
        .select({ staffId: staffBrands.staffId, brand: brands.name })
        .from(staffBrands)
        .innerJoin(brands, eq(brands.id, staffBrands.brandId))
        .orderBy(asc(brands.name));
      return rows.map((r) => {
        const mine = links.filter((l) => l.staffId === r.id).map((l) => l.brand);
        const scope = r.role === 'admin' ? 'all brands' : mine.join(', ') || 'no brands';
        return `${r.email}  ${r.role}${r.status === 'active' ? '' : ` (${r.status})`}  ${r.name}  [${scope}]`;
      });
    }
    case 'remove': {
      const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, command.email));
      if (!row) throw new UsageError(`No staff account has the e-mail ${command.email}.`);
      try {
        await db.delete(staffUsers).where(eq(staffUsers.id, row.id));
        return [`Removed ${row.role} ${row.email} (${row.name}); their sessions ended.`];
      } catch (error) {
        // Payments they recorded point at them; the record must keep its author, so suspend instead.
        if (
          (error as { cause?: { code?: string } }).cause?.code !== '23503' &&
          (error as { code?: string }).code !== '23503'
        )
          throw error;
        await db.transaction(async (tx) => {
          await tx.update(staffUsers).set({ status: 'suspended' }).where(eq(staffUsers.id, row.id));
          await tx
            .update(sessions)
            .set({ revokedAt: new Date() })
            .where(and(eq(sessions.staffId, row.id), isNull(sessions.revokedAt)));
        });
        return [
          `${row.email} has recorded payments, so the account was suspended instead of deleted; their sessions ended.`,
        ];
      }
    }
    case 'add':
      return addStaff(db, command);
  }
}

async function addStaff(db: Db, command: Extract<StaffCommand, { kind: 'add' }>): Promise<string[]> {
  const found = command.brandIds.length
    ? await db
        .select({ id: brands.id, name: brands.name })
        .from(brands)
        .where(inArray(brands.id, command.brandIds))
    : [];
  const missing = command.brandIds.filter((id) => !found.some((b) => b.id === id));
  if (missing.length) throw new UsageError(`No brand has the id ${missing.join(', ')}.`);

  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffUsers).where(eq(staffUsers.email, command.email));
    const name = command.name ?? before?.name ?? nameFromEmail(command.email);
    const [saved] = await tx
      .insert(staffUsers)
      .values({ email: command.email, name, role: command.role })
      .onConflictDoUpdate({ target: staffUsers.email, set: { name, role: command.role, status: 'active' } })
      .returning();
    if (!saved) throw new Error('staff upsert returned nothing');
    // The brand list is replaced, not merged: what the command says is what the member works on.
    await tx.delete(staffBrands).where(eq(staffBrands.staffId, saved.id));
    // The operator's word: brand people added here own their brands' teams (issue 28), as those made
    // before teams had roles do.
    if (found.length)
      await tx
        .insert(staffBrands)
        .values(found.map((b) => ({ staffId: saved.id, brandId: b.id, role: 'owner' as const })));
    const scope = command.role === 'admin' ? 'all brands' : found.map((b) => b.name).join(', ');
    const verb = before ? 'Updated' : 'Added';
    return [
      `${verb} ${command.role} ${saved.email} (${saved.name}) for ${scope}.`,
      'They sign in at /admin/signin with an e-mail code.',
    ];
  });
}

async function main(argv: string[]): Promise<number> {
  let command: StaffCommand;
  try {
    command = parseStaffArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (command.kind === 'help') {
    console.log(USAGE);
    return 0;
  }
  const { database, embedded } = await openDatabase((m) => console.error(m));
  try {
    await runMigrations(database.pool);
    for (const line of await runStaffCommand(database.db, command)) console.log(line);
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
