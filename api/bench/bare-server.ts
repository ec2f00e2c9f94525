/**
 * The benchmark's baseline: a bare node:http server answering each path with
 * the response captured from the API (same body, same headers: the security
 * and CORS headers are part of the answer), so the comparison measures what
 * the API costs beyond writing those bytes.
 * Reads { port, responses: { [path]: { headers, body } } } as JSON on stdin.
 */
import http from 'node:http';

interface Captured {
  headers: Record<string, string>;
  body: string;
}

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => (input += chunk));
process.stdin.on('end', () => {
  const { port, responses } = JSON.parse(input) as { port: number; responses: Record<string, Captured> };
  const bodies = new Map(Object.entries(responses).map(([path, captured]) => [path, { ...captured, bytes: Buffer.from(captured.body) }]));
  const server = http.createServer((request, response) => {
    const found = bodies.get(request.url ?? '');
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { ...found.headers, 'content-length': found.bytes.length });
    response.end(found.bytes);
  });
  server.listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
});
