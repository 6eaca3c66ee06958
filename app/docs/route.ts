/**
 * The API reference: Swagger UI served from our own copy of swagger-ui-dist (no CDN: the app works offline).
 * Its scripts carry the nonce of the page's Content-Security-Policy (proxy.ts), like the rest of the app's pages.
 */
const page = (nonce: string) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>Payrail API reference</title>
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css" />
</head>
<body>
  <div id="swagger"></div>
  <script nonce="${nonce}" src="/docs/assets/swagger-ui-bundle.js"></script>
  <script nonce="${nonce}" src="/docs/assets/init.js"></script>
</body>
</html>`;

export function GET(req: Request): Response {
  // proxy.ts always sets it (base64); the check only keeps anything else from being written into the page.
  const nonce = req.headers.get('x-nonce') ?? '';
  return new Response(page(/^[A-Za-z0-9+/=]*$/.test(nonce) ? nonce : ''), {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}
