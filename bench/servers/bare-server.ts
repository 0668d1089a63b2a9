import fs from 'node:fs';
import http from 'node:http';

// The floor to compare with: node:http answering with the same bytes from memory.
const file = process.argv[2];
if (!file) throw new Error('usage: bare-server.ts <file>');
const body = fs.readFileSync(file);
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
