// Placeholder until the project-request service lands (issue 7): answers 503 so the form
// shows its generic error instead of hanging.
import http from 'node:http';

const port = Number(process.env.PORT ?? 4000);
const server = http.createServer((req, res) => {
  res.writeHead(req.url === '/health' ? 200 : 503, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ message: 'Service not available yet.' }));
});
server.listen(port, process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close());
