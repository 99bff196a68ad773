import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Authenticated encryption of small secrets at rest (bank account numbers, design §6). AES-256-GCM
 * with a key derived from APP_SECRET by HKDF, so the raw secret is never used directly as a key and
 * other purposes can derive independent keys from the same secret.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keys = new Map<string, Buffer>();

function keyFor(secret: string, purpose: string): Buffer {
  const cacheKey = `${purpose}\0${secret}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'influence-hub', `crypto-box:${purpose}`, 32));
    keys.set(cacheKey, key);
  }
  return key;
}

/** base64 of iv (12 bytes) + tag (16 bytes) + ciphertext; a fresh random IV every call. */
export function seal(secret: string, purpose: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
}

/** The plaintext, or throws if the box was tampered with or sealed under another key. */
export function open(secret: string, purpose: string, box: string): string {
  const raw = Buffer.from(box, 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('crypto box is too short');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, purpose), raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}
