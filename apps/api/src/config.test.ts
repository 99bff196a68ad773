import { createECDH } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { DATA_DIR: '/tmp/ih-config-test', APP_SECRET: 'x'.repeat(32) };

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.env).toBe('development');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.demoData).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('keeps files on local disk unless S3_BUCKET is set, then reads the S3 settings', () => {
    expect(loadConfig(base).s3).toBeUndefined();
    expect(loadConfig({ ...base, S3_BUCKET: 'ih-files' }).s3).toEqual({
      bucket: 'ih-files',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      checksums: 'when_supported',
    });
    // Another service: path-style by default; the region may come from AWS_REGION.
    expect(
      loadConfig({
        ...base,
        S3_BUCKET: 'ih-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        AWS_REGION: 'ap-south-1',
        S3_CHECKSUMS: 'when_required',
      }).s3,
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-south-1',
      forcePathStyle: true,
      checksums: 'when_required',
    });
    expect(
      loadConfig({
        ...base,
        S3_BUCKET: 'ih-files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: '0',
      }).s3?.forcePathStyle,
    ).toBe(false);
    const found = problems({ ...base, S3_BUCKET: 'x', S3_ENDPOINT: 'minio', S3_CHECKSUMS: 'never' });
    expect(found).toHaveLength(3);
    expect(found.join('\n')).toMatch(/S3_BUCKET must be a bucket name/);
    expect(found.join('\n')).toMatch(/S3_ENDPOINT must be the full URL/);
    expect(found.join('\n')).toMatch(/S3_CHECKSUMS must be when_supported or when_required/);
  });

  it('lists every problem at once, naming each setting', () => {
    const found = problems({
      ...base,
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'http://mail',
      DEMO_DATA: 'maybe',
    });
    expect(found).toHaveLength(4);
    expect(found.join('\n')).toMatch(/PORT/);
    expect(found.join('\n')).toMatch(/DATABASE_URL must be a postgres:\/\/ connection URL/);
    expect(found.join('\n')).toMatch(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(found.join('\n')).toMatch(/DEMO_DATA/);
  });

  it('requires APP_SECRET in production, and turns demo data off there by default', () => {
    expect(problems({ DATA_DIR: base.DATA_DIR, NODE_ENV: 'production' })).toEqual([
      'APP_SECRET is required in production (32+ random characters)',
    ]);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).demoData).toBe(false);
  });

  it('rejects a short secret and an SMS provider without a token', () => {
    const found = problems({ ...base, APP_SECRET: 'short', SMS_PROVIDER_URL: 'https://sms.example/send' });
    expect(found).toContain('APP_SECRET must be at least 32 characters');
    expect(found).toContain('SMS_PROVIDER_TOKEN is required when SMS_PROVIDER_URL is set');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ ...base, DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('generates a VAPID pair once into DATA_DIR outside production, and keeps it across restarts', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-vapid-'));
    const first = loadConfig({ ...base, DATA_DIR: dataDir }).push;
    expect(first?.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(first?.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first?.subject).toBe('mailto:no-reply@influencehub.local');
    expect(loadConfig({ ...base, DATA_DIR: dataDir }).push).toEqual(first);
    // Production never generates one: without the variables, push is off.
    expect(loadConfig({ ...base, DATA_DIR: dataDir, NODE_ENV: 'production' }).push).toBeUndefined();
  });

  it('takes a VAPID pair from the environment and checks that its halves belong together', () => {
    const pair = () => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return {
        pub: ecdh.getPublicKey().toString('base64url'),
        priv: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
          .subarray(-32)
          .toString('base64url'),
      };
    };
    const a = pair();
    const b = pair();
    const env = {
      ...base,
      VAPID_PUBLIC_KEY: a.pub,
      VAPID_PRIVATE_KEY: a.priv,
      VAPID_SUBJECT: 'https://influencehub.in',
    };
    expect(loadConfig(env).push).toEqual({
      publicKey: a.pub,
      privateKey: a.priv,
      subject: 'https://influencehub.in',
    });
    expect(problems({ ...env, VAPID_PRIVATE_KEY: b.priv })).toEqual([
      'VAPID_PUBLIC_KEY does not belong to VAPID_PRIVATE_KEY (set the pair generated together)',
    ]);
    expect(problems({ ...base, VAPID_PUBLIC_KEY: a.pub })).toEqual([
      'VAPID_PRIVATE_KEY is required with the other VAPID key (set both, or neither)',
    ]);
    expect(problems({ ...env, VAPID_SUBJECT: 'http://x' })).toEqual([
      'VAPID_SUBJECT must be a mailto: address or an https:// URL',
    ]);
    expect(problems({ ...env, VAPID_PUBLIC_KEY: 'abc' })[0]).toMatch(
      /VAPID_PUBLIC_KEY must be a P-256 public key/,
    );
    expect(problems({ ...env, VAPID_PRIVATE_KEY: 'abc' })).toEqual([
      'VAPID_PRIVATE_KEY must be a P-256 private key: 32 bytes (43 base64url characters)',
    ]);
  });
});
