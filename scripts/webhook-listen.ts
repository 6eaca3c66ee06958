// A tiny webhook receiver for demos and manual tests: prints each request and checks its signatures.
//   npm run webhook:listen -- --port 4000 --key sk_test_... [--fail 2]
import http from 'node:http';
import { parseArgs } from 'node:util';
import { bodySignature, standardWebhookSignature } from '@/lib/webhooks/signatures';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4000' },
    key: { type: 'string' },
    fail: { type: 'string', default: '0' },
  },
});
const apiKey = values.key;
let failuresLeft = Number(values.fail);

const check = (ok: boolean) => (ok ? 'valid' : 'INVALID');

http
  .createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => String(req.headers[name] ?? '');
      console.log(`\n${new Date().toISOString()} ${req.method} ${req.url}`);
      for (const name of [
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
        'authorization',
        'x-webhook-wp-signature',
      ]) {
        if (req.headers[name]) console.log(`  ${name}: ${header(name)}`);
      }
      console.log(`  body: ${body}`);
      if (apiKey) {
        const standard = standardWebhookSignature(
          { id: header('webhook-id'), timestamp: Number(header('webhook-timestamp')), body },
          apiKey,
        );
        console.log(`  webhook-signature ${check(header('webhook-signature') === standard)}`);
        if (req.headers.authorization)
          console.log(`  authorization ${check(header('authorization') === `Bearer ${bodySignature(body, apiKey)}`)}`);
        if (req.headers['x-webhook-wp-signature'])
          console.log('  x-webhook-wp-signature: check it with the charge or payout fields (docs/webhooks.md)');
      } else {
        console.log('  (pass --key to check signatures)');
      }
      const status = failuresLeft > 0 ? 500 : 200;
      if (failuresLeft > 0) failuresLeft--;
      console.log(`  answered ${status}`);
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'failing on purpose');
    });
  })
  .listen(Number(values.port), '127.0.0.1', () => console.log(`Listening on http://127.0.0.1:${values.port}/`));
