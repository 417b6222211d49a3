import { API_VERSION } from "@/lib/api/openapi";

export const dynamic = "force-static";

/** The API's reference, drawn by Swagger UI (a maintained renderer) from the generated /api/v1/openapi.json. */
export function GET() {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Roundtable API ${API_VERSION} · reference</title>
<link rel="stylesheet" href="/api/reference/swagger-ui.css">
<style>body{margin:0} .topbar{display:none} .rt-back{font:14px system-ui,sans-serif;padding:12px 20px;display:block;color:#1d4ed8}</style>
</head>
<body>
<a class="rt-back" href="/account/tokens">← Roundtable: your API tokens</a>
<main id="reference" aria-label="API reference"></main>
<script src="/api/reference/swagger-ui-bundle.js"></script>
<script>
window.addEventListener("load", function () {
  window.SwaggerUIBundle({ url: "/api/v1/openapi.json", dom_id: "#reference", deepLinking: true, persistAuthorization: false, tryItOutEnabled: false });
});
</script>
</body>
</html>`;
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
}
