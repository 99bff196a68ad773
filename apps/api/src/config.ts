import { createECDH, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'], { error: 'must be 1 or 0 (true/false also work)' })
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const BASE64URL = /^[A-Za-z0-9_-]+$/;

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
      .default('development'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
      .optional(),
    APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    PUBLIC_URL: z.url({ error: 'must be a full URL such as https://influencehub.in' }).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Influence Hub <no-reply@influencehub.local>'),
    SMS_PROVIDER_URL: z.url({ error: 'must be the full URL of the SMS provider endpoint' }).optional(),
    SMS_PROVIDER_TOKEN: z.string().min(1).optional(),
    SMS_SENDER_ID: z.string().min(1).default('INFHUB'),
    DEMO_DATA: booleanFlag.optional(),
    RATE_LIMIT_PER_MINUTE: z.coerce.number({ error: 'must be a whole number' }).int().min(1).default(1200),
    RATE_LIMIT_STORE: z
      .enum(['memory', 'postgres', 'redis'], { error: 'must be memory, postgres or redis' })
      .optional(),
    REDIS_URL: z.string().url({ error: 'must be a redis:// URL' }).optional(),
    OTP_SENDS_PER_IP: z.coerce.number({ error: 'must be a whole number' }).int().min(1).default(20),
    OTP_CHECKS_PER_IP: z.coerce.number({ error: 'must be a whole number' }).int().min(1).default(30),
    S3_BUCKET: z.string().min(3, 'must be a bucket name (3+ characters)').optional(),
    S3_ENDPOINT: z.url({ error: 'must be the full URL of the S3-compatible service' }).optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.optional(),
    S3_CHECKSUMS: z
      .enum(['when_supported', 'when_required'], { error: 'must be when_supported or when_required' })
      .default('when_supported'),
    YOUTUBE_API_KEY: z.string().min(1).optional(),
    YOUTUBE_API_URL: z
      .url({
        error: 'must be the full URL of the YouTube Data API, e.g. https://www.googleapis.com/youtube/v3',
      })
      .default('https://www.googleapis.com/youtube/v3'),
    YOUTUBE_DAILY_QUOTA: z.coerce.number({ error: 'must be a whole number' }).int().min(1).default(10_000),
    WEB_DIST: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    PAYOUT_PROVIDER: z
      .enum(['manual', 'razorpayx'], { error: 'must be manual or razorpayx' })
      .default('manual'),
    RAZORPAYX_KEY_ID: z.string().min(1).optional(),
    RAZORPAYX_KEY_SECRET: z.string().min(1).optional(),
    RAZORPAYX_ACCOUNT_NUMBER: z.string().min(1).optional(),
    RAZORPAYX_WEBHOOK_SECRET: z.string().min(1).optional(),
    RAZORPAYX_BASE_URL: z.url({ error: 'must be the full URL of the RazorpayX API' }).optional(),
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(BASE64URL, 'must be base64url (the public key web-push generate-vapid-keys prints)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(BASE64URL, 'must be base64url (the private key web-push generate-vapid-keys prints)')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.APP_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_SECRET'],
        message: 'is required in production (32+ random characters)',
      });
    }
    if (env.SMS_PROVIDER_URL && !env.SMS_PROVIDER_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER_TOKEN'],
        message: 'is required when SMS_PROVIDER_URL is set',
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'is required with the other VAPID key (set both, or neither)',
      });
    } else if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
      const problem = vapidPairProblem(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    }
    if (env.PAYOUT_PROVIDER === 'razorpayx') {
      for (const key of RAZORPAYX_REQUIRED)
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when PAYOUT_PROVIDER=razorpayx',
          });
    }
  });

/** Web Push's VAPID pair: who signs our pushes (design §19, ADR 039). */
export interface PushConfig {
  /** P-256 public key, uncompressed point (65 bytes), base64url: browsers subscribe with it. */
  publicKey: string;
  /** Its private key (32 bytes), base64url: signs the VAPID JWT. */
  privateKey: string;
  /** Who the push services may contact about our pushes: `mailto:` or an https URL. */
  subject: string;
}

/** What is wrong with a VAPID public and private key as a pair (which variable, why), or null. */
function vapidPairProblem(
  publicKey: string,
  privateKey: string,
): { path: 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'; message: string } | null {
  const pub = Buffer.from(publicKey, 'base64url');
  const priv = Buffer.from(privateKey, 'base64url');
  if (pub.length !== 65 || pub[0] !== 4)
    return {
      path: 'VAPID_PUBLIC_KEY',
      message: 'must be a P-256 public key: 65 bytes (87 base64url characters)',
    };
  if (priv.length !== 32)
    return {
      path: 'VAPID_PRIVATE_KEY',
      message: 'must be a P-256 private key: 32 bytes (43 base64url characters)',
    };
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(priv);
    if (!ecdh.getPublicKey().equals(pub))
      return {
        path: 'VAPID_PUBLIC_KEY',
        message: 'does not belong to VAPID_PRIVATE_KEY (set the pair generated together)',
      };
  } catch {
    return { path: 'VAPID_PRIVATE_KEY', message: 'is not a valid P-256 private key' };
  }
  return null;
}

const RAZORPAYX_REQUIRED = [
  'RAZORPAYX_KEY_ID',
  'RAZORPAYX_KEY_SECRET',
  'RAZORPAYX_ACCOUNT_NUMBER',
  'RAZORPAYX_WEBHOOK_SECRET',
] as const;

/** Who moves the money (design §18): staff outside the product (manual), or a payout provider's API. */
export type PayoutConfig =
  | { provider: 'manual' }
  | {
      provider: 'razorpayx';
      keyId: string;
      keySecret: string;
      /** Our RazorpayX account (the "account_number" payouts are made from). */
      accountNumber: string;
      webhookSecret: string;
      baseUrl: string;
    };

/** `data/` at the repository root. */
export const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '../../../data');

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appSecret: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sms: { url: string; token: string; senderId: string } | undefined;
  demoData: boolean;
  /** Requests per minute per client address, across all calls. */
  rateLimitPerMinute: number;
  /**
   * Where request counters live (design §14): shared by every process in PostgreSQL or Redis, or in
   * this process's memory. Default: redis with REDIS_URL, postgres with DATABASE_URL (other processes
   * may share it), memory on the embedded database (one process by construction).
   */
  rateLimitStore: 'memory' | 'postgres' | 'redis';
  redisUrl: string | undefined;
  /** Per-IP sign-in limits per 15 minutes; raised in end-to-end tests, where every browser is 127.0.0.1. */
  otpLimits: { sendsPerIp: number; checksPerIp: number };
  /**
   * Files in an S3-compatible bucket when S3_BUCKET is set (design §14, ADR 020); else on local disk
   * under DATA_DIR/files. Credentials come from the SDK's standard chain (AWS_ACCESS_KEY_ID, …).
   */
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        forcePathStyle: boolean;
        checksums: 'when_supported' | 'when_required';
      }
    | undefined;
  /**
   * The daily read of live YouTube posts' statistics (design §17), when YOUTUBE_API_KEY is set: the
   * API's base URL and the units a day we allow ourselves (one per call of up to 50 videos).
   */
  youtube: { apiKey: string; apiUrl: string; dailyQuota: number } | undefined;
  webDist: string | undefined;
  logLevel: string;
  payouts: PayoutConfig;
  /**
   * Web Push (design §19): the VAPID pair and subject. Generated once into DATA_DIR outside
   * production when unset; in production, unset means push is off (the key route answers 404).
   */
  push: PushConfig | undefined;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`The server cannot start; fix these settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the environment once at start. Every problem is reported together, so one restart fixes
 * them all. In development the app secret is generated once and kept in DATA_DIR, so sessions and
 * encrypted fields survive restarts without any setup.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'} ${i.message}`),
    );
  }
  const e = parsed.data;
  // Relative paths are taken from where the command runs; the default is data/ at the repository root,
  // whichever workspace script starts the server.
  const dataDir = e.DATA_DIR ? path.resolve(e.DATA_DIR) : DEFAULT_DATA_DIR;
  const appSecret = e.APP_SECRET ?? developmentSecret(dataDir);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appSecret,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sms:
      e.SMS_PROVIDER_URL && e.SMS_PROVIDER_TOKEN
        ? { url: e.SMS_PROVIDER_URL, token: e.SMS_PROVIDER_TOKEN, senderId: e.SMS_SENDER_ID }
        : undefined,
    demoData: e.DEMO_DATA ?? e.NODE_ENV !== 'production',
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    rateLimitStore: e.RATE_LIMIT_STORE ?? (e.REDIS_URL ? 'redis' : e.DATABASE_URL ? 'postgres' : 'memory'),
    redisUrl: e.REDIS_URL,
    otpLimits: { sendsPerIp: e.OTP_SENDS_PER_IP, checksPerIp: e.OTP_CHECKS_PER_IP },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? env.AWS_REGION ?? 'us-east-1',
          // Services other than AWS mostly serve buckets by path, not by host name.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
          checksums: e.S3_CHECKSUMS,
        }
      : undefined,
    youtube: e.YOUTUBE_API_KEY
      ? {
          apiKey: e.YOUTUBE_API_KEY,
          apiUrl: e.YOUTUBE_API_URL.replace(/\/$/, ''),
          dailyQuota: e.YOUTUBE_DAILY_QUOTA,
        }
      : undefined,
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    payouts:
      e.PAYOUT_PROVIDER === 'razorpayx'
        ? {
            provider: 'razorpayx',
            keyId: e.RAZORPAYX_KEY_ID ?? '',
            keySecret: e.RAZORPAYX_KEY_SECRET ?? '',
            accountNumber: e.RAZORPAYX_ACCOUNT_NUMBER ?? '',
            webhookSecret: e.RAZORPAYX_WEBHOOK_SECRET ?? '',
            baseUrl: (e.RAZORPAYX_BASE_URL ?? 'https://api.razorpay.com').replace(/\/$/, ''),
          }
        : { provider: 'manual' },
    push: pushConfig(e, dataDir),
  };
}

/**
 * The VAPID pair from the environment, or outside production one generated once and kept in
 * DATA_DIR/vapid-keys.json (like the app secret), so browsers' subscriptions survive restarts.
 */
function pushConfig(e: z.infer<typeof envSchema>, dataDir: string): PushConfig | undefined {
  const subject = e.VAPID_SUBJECT ?? `mailto:${mailAddress(e.MAIL_FROM)}`;
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY)
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject };
  if (e.NODE_ENV === 'production') return undefined;
  return { ...developmentVapidKeys(dataDir), subject };
}

/** `Name <a@b>` → `a@b`. */
const mailAddress = (from: string) => from.match(/<([^>]+)>/)?.[1] ?? from.trim();

function developmentVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  const read = () => {
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
      return vapidPairProblem(stored.publicKey, stored.privateKey) ? null : stored;
    } catch {
      return null;
    }
  };
  const stored = read();
  if (stored) return stored;
  mkdirSync(dataDir, { recursive: true });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // getPrivateKey drops leading zero bytes; the key is always 32.
    privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
  };
  try {
    // Exclusive: of two processes starting at once on one DATA_DIR, both end up with the first pair.
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const first = read();
    if (first) return first;
    // A file there but not a pair (damaged): replace it.
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  }
  return keys;
}

function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
