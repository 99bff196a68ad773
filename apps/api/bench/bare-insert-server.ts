/**
 * The physical limit for writes (issue 32, design §7): a bare node:http server that, for every POST,
 * runs one `INSERT … RETURNING` in its own transaction (autocommit: one statement, one commit) on the
 * same database with the same pool size as the API (20), and answers the new row's id as JSON. The
 * commit rate of the database is what bounds it, as it bounds the API's writes. Arguments: port,
 * database URL.
 */
import { createServer } from 'node:http';
import pg from 'pg';

const [port, url] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 20 });
await pool.query(
  'create table if not exists bench_bare_writes (id bigserial primary key, body jsonb not null, created_at timestamptz not null default now())',
);

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    pool
      .query<{ id: string }>('insert into bench_bare_writes (body) values ($1) returning id', [
        Buffer.concat(chunks).toString() || '{}',
      ])
      .then(
        ({ rows }) => {
          const body = Buffer.from(JSON.stringify({ success: true, data: { _id: rows[0]!.id } }));
          res.writeHead(201, { 'content-type': 'application/json', 'content-length': body.length });
          res.end(body);
        },
        () => {
          res.writeHead(500);
          res.end();
        },
      );
  });
}).listen(Number(port), '127.0.0.1', () => process.send?.({ ready: true }));
