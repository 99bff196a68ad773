import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A stand-in for a browser's push service (RFC 8030), for tests: it hands out subscriptions whose
 * private keys it keeps (as a browser would), takes pushes by POST like a real service — checking the
 * VAPID authorization (RFC 8292: an ES256 JWT verified with the key in `k`, `aud` the endpoint's
 * origin, `exp` in the future and at most 24 hours away, `sub` the server's subject) — and decrypts
 * each aes128gcm payload (RFC 8291 over RFC 8188) with node:crypto alone, never with web-push. It
 * records what it took, what it refused and why, and can be told to answer 404, 410 or 500 for an
 * endpoint.
 */

export interface StandinSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, as text, and parsed as JSON when it is. */
  text: string;
  json: unknown;
  ttl: number;
  urgency: string | null;
  claims: { aud: string; exp: number; sub: string };
}

export interface PushStandin {
  url: string;
  /** A new browser subscription (its private key stays here). */
  subscribe(): StandinSubscription;
  /** Pushes taken (answered 201), oldest first. */
  received: ReceivedPush[];
  /** Requests refused, with the reason (a test expects none unless it means to). */
  refused: { endpoint: string; reason: string }[];
  /** Every request that reached an endpoint, answered or not. */
  attempts: { endpoint: string; status: number }[];
  /** From now on, answers `status` for this endpoint (null: take pushes again). */
  answer(endpoint: string, status: number | null): void;
  close(): Promise<void>;
}

interface Held {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

/** The public key of a VAPID `k` (uncompressed P-256 point) as a KeyObject. */
function p256PublicKey(point: Buffer) {
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
}

function checkVapid(
  header: string | undefined,
  expected: { publicKey: string; subject: string; origin: string },
  nowSeconds: number,
): ReceivedPush['claims'] {
  const m = header?.match(/^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/);
  if (!m) throw new Error(`Authorization is not "vapid t=<jwt>, k=<key>": ${header}`);
  const [, jwt = '', k = ''] = m;
  if (k !== expected.publicKey) throw new Error('k is not the server VAPID public key');
  const [h = '', p = '', sig = ''] = jwt.split('.');
  const jwtHeader = JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as {
    alg?: string;
    typ?: string;
  };
  if (jwtHeader.alg !== 'ES256') throw new Error(`JWT alg is ${jwtHeader.alg}, not ES256`);
  const signature = Buffer.from(sig, 'base64url');
  if (signature.length !== 64) throw new Error('ES256 signature is not 64 bytes (r || s)');
  const valid = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key: p256PublicKey(Buffer.from(k, 'base64url')), dsaEncoding: 'ieee-p1363' },
    signature,
  );
  if (!valid) throw new Error('JWT signature does not verify with k');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as ReceivedPush['claims'];
  if (claims.aud !== expected.origin) throw new Error(`aud ${claims.aud} is not ${expected.origin}`);
  if (!(claims.exp > nowSeconds)) throw new Error('exp is not in the future');
  if (claims.exp > nowSeconds + 24 * 60 * 60) throw new Error('exp is more than 24 hours away');
  if (claims.sub !== expected.subject) throw new Error(`sub ${claims.sub} is not ${expected.subject}`);
  return claims;
}

/** RFC 8291 + RFC 8188 (aes128gcm): the plaintext of a push to a subscription whose keys we hold. */
export function decryptAes128gcm(body: Buffer, held: Held): Buffer {
  if (body.length < 21) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  if (idlen !== 65) throw new Error('keyid is not the sender P-256 public key (65 bytes)');
  const uaPublic = held.ecdh.getPublicKey();
  const ecdhSecret = held.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, held.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const records = body.subarray(21 + idlen);
  if (rs < 18) throw new Error('record size too small');
  const out: Buffer[] = [];
  let seq = 0;
  for (let at = 0; at < records.length; at += rs, seq++) {
    const record = records.subarray(at, at + rs);
    const last = at + rs >= records.length;
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number XORed into the nonce's low end (records here never pass 2^32).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    if (end < 0) throw new Error('record has no padding delimiter');
    if (plain[end] !== (last ? 2 : 1)) throw new Error(`wrong padding delimiter ${plain[end]}`);
    out.push(plain.subarray(0, end));
  }
  return Buffer.concat(out);
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

export async function startPushStandin(vapid: {
  publicKey: string;
  subject: string;
  /** Seconds since the epoch, for `exp` (the real time unless told). */
  now?: () => number;
}): Promise<PushStandin> {
  const held = new Map<string, Held>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: PushStandin['refused'] = [];
  const attempts: PushStandin['attempts'] = [];
  const now = vapid.now ?? (() => Math.floor(Date.now() / 1000));
  let url = '';

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const endpoint = `${url}${req.url ?? ''}`;
    const reply = (status: number, text = '') => {
      attempts.push({ endpoint, status });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(text);
    };
    const keys = held.get(endpoint);
    if (req.method !== 'POST' || !keys) return reply(404, 'no such subscription');
    const forced = answers.get(endpoint);
    if (forced) return reply(forced, `told to answer ${forced}`);
    try {
      const claims = checkVapid(
        req.headers.authorization,
        { publicKey: vapid.publicKey, subject: vapid.subject, origin: url },
        now(),
      );
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) throw new Error('TTL header missing');
      if (req.headers['content-encoding'] !== 'aes128gcm')
        throw new Error(`Content-Encoding is ${req.headers['content-encoding']}`);
      const text = decryptAes128gcm(body, keys).toString('utf8');
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        // Not JSON: kept as text.
      }
      received.push({
        endpoint,
        text,
        json,
        ttl,
        urgency: (req.headers.urgency as string | undefined) ?? null,
        claims,
      });
      res.setHeader('location', `${url}/message/${randomUUID()}`);
      reply(201);
    } catch (error) {
      refused.push({ endpoint, reason: (error as Error).message });
      reply(400, (error as Error).message);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    refused,
    attempts,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${url}/push/${randomUUID()}`;
      held.set(endpoint, { ecdh, auth });
      return {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answer(endpoint, status) {
      if (status === null) answers.delete(endpoint);
      else answers.set(endpoint, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
