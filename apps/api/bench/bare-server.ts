/**
 * The physical limit the benchmark compares against (issue 17): a bare node:http server that answers
 * each captured path with the product's own bytes from memory, and /hello with a bare hello. Plain
 * JavaScript syntax (Node strips the types), no dependencies. Arguments: port, captured-answers JSON.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, file] = process.argv.slice(2);
const captured: Record<string, { contentType: string; body: string }> = JSON.parse(
  readFileSync(file!, 'utf8'),
);
const answers = new Map(
  Object.entries(captured).map(([p, a]) => [p, { type: a.contentType, body: Buffer.from(a.body, 'base64') }]),
);
const hello = Buffer.from('hello');

createServer((req, res) => {
  if (req.url === '/hello') {
    res.writeHead(200, { 'content-type': 'text/plain', 'content-length': hello.length });
    res.end(hello);
    return;
  }
  const a = answers.get(req.url ?? '');
  if (!a) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, { 'content-type': a.type, 'content-length': a.body.length });
  res.end(a.body);
}).listen(Number(port), '127.0.0.1', () => process.send?.({ ready: true }));
