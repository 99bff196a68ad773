import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server (the API sends through nodemailer over SMTP_URL) and a fake SMS provider (the
 * API's HTTP provider POSTs { to, sender, message }), both keeping what they receive in memory, and
 * a small HTTP endpoint the test workers poll:
 *
 *   GET  /messages?to=<e-mail or mobile>&after=<id>  → [{ id, kind, to, subject, text, receivedAt }]
 *   POST /sms                                        (the SMS provider endpoint)
 */
export interface ReceivedMessage {
  id: number;
  kind: 'email' | 'sms';
  /** Lower-cased e-mail, or the ten-digit mobile number. */
  to: string[];
  subject: string;
  text: string;
  /** The List-Unsubscribe header (RFC 8058), where the message has one. */
  listUnsubscribe?: string;
  receivedAt: string;
}

export interface MailReceiver {
  smtpUrl: string;
  smsUrl: string;
  smsToken: string;
  /** Base URL of the HTTP endpoint that lists messages. */
  url: string;
  messages: ReceivedMessage[];
  close(): Promise<void>;
}

const SMS_TOKEN = 'e2e-sms-token';

export function normaliseRecipient(value: string): string {
  const v = value.trim().toLowerCase();
  if (v.includes('@')) return v.replace(/^.*<([^>]+)>.*$/, '$1');
  const digits = v.replace(/[^\d]/g, '');
  return digits.length > 10 ? digits.slice(-10) : digits;
}

export async function startMailReceiver(): Promise<MailReceiver> {
  const messages: ReceivedMessage[] = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    banner: 'Influence Hub e2e receiver',
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const parsed = parseMail(Buffer.concat(chunks).toString('utf8'));
        const envelopeTo = session.envelope.rcptTo.map((r) => normaliseRecipient(r.address));
        messages.push({
          id: nextId++,
          kind: 'email',
          to: envelopeTo.length > 0 ? envelopeTo : parsed.to.map(normaliseRecipient),
          subject: parsed.subject,
          text: parsed.text,
          ...(parsed.listUnsubscribe ? { listUnsubscribe: parsed.listUnsubscribe } : {}),
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const http = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST' && url.pathname === '/sms') {
      if (req.headers.authorization !== `Bearer ${SMS_TOKEN}`) {
        res.writeHead(401).end();
        return;
      }
      try {
        const body = JSON.parse(await readBody(req)) as { to?: string; message?: string };
        messages.push({
          id: nextId++,
          kind: 'sms',
          to: [normaliseRecipient(String(body.to ?? ''))],
          subject: '',
          text: String(body.message ?? ''),
          receivedAt: new Date().toISOString(),
        });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      } catch {
        res.writeHead(400).end();
      }
      return;
    }
    if (req.method === 'GET' && url.pathname === '/messages') {
      const to = url.searchParams.get('to');
      const after = Number(url.searchParams.get('after') ?? 0);
      const wanted = to ? normaliseRecipient(to) : undefined;
      const list = messages.filter((m) => m.id > after && (!wanted || m.to.includes(wanted)));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  const httpPort = (http.address() as AddressInfo).port;

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    smsUrl: `http://127.0.0.1:${httpPort}/sms`,
    smsToken: SMS_TOKEN,
    url: `http://127.0.0.1:${httpPort}`,
    messages,
    close: () => closeBoth(smtp, http),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      data += c;
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

async function closeBoth(smtp: SMTPServer, http: Server) {
  http.closeAllConnections();
  await Promise.all([
    new Promise<void>((resolve) => smtp.close(() => resolve())),
    new Promise<void>((resolve) => http.close(() => resolve())),
  ]);
}

// --- A deliberately small MIME reader: enough for what nodemailer sends (text, optional html). ---

interface ParsedMail {
  subject: string;
  to: string[];
  text: string;
  listUnsubscribe: string | undefined;
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  let last = '';
  for (const line of head.split('\n')) {
    if (/^\s/.test(line) && last) {
      headers.set(last, `${headers.get(last) ?? ''} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    last = line.slice(0, colon).trim().toLowerCase();
    headers.set(last, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([bqBQ])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const text = value.replace(/=\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  const enc = (encoding ?? '').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function htmlToText(html: string): string {
  return html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/p>|<\/div>|<\/h\d>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/** The text of a part: text/plain preferred, else text/html stripped, searching multiparts. */
function partText(headers: Map<string, string>, body: string): { plain?: string; html?: string } {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const found: { plain?: string; html?: string } = {};
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitHeaders(chunk.replace(/^\n/, ''));
      const inner = partText(part.headers, part.body);
      found.plain ??= inner.plain;
      found.html ??= inner.html;
    }
    return found;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  if (/^text\/html/i.test(type)) return { html: decoded };
  return { plain: decoded };
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHeaders(raw);
  const { plain, html } = partText(headers, body);
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    to: (headers.get('to') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    text: (plain ?? (html ? htmlToText(html) : '')).trim(),
    listUnsubscribe: headers.get('list-unsubscribe') ?? undefined,
  };
}
