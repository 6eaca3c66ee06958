/** The API reference: Swagger UI served from our own copy of swagger-ui-dist (no CDN: the app works offline). */
const page = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>Payrail API reference</title>
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css" />
</head>
<body>
  <div id="swagger"></div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/assets/init.js"></script>
</body>
</html>`;

export function GET(): Response {
  return new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}
