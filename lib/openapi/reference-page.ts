// The reference page: Redoc's standalone renderer (shipped in the page itself, from its npm package: nothing is
// loaded from elsewhere) over the served document, with search, nested schemas, and each operation's example
// request, answer and curl command (examples.ts).

/** The renderer's file in the redoc package, and its name beside a Lambda bundle (the function's `files`). */
export const REFERENCE_RENDERER = { module: 'redoc/bundles/redoc.standalone.js', bundled: 'redoc.standalone.js' };

/** The page, with the renderer's script inline; it reads the document from `specUrl` (relative to /docs). */
export function renderReferencePage(rendererScript: string, specUrl = 'v5/openapi.json'): string {
  // A script's text ends at the first "</script": the renderer's own must not end it early.
  const script = rendererScript.replaceAll('</script', '<\\/script');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outreach API reference</title>
<style>body { margin: 0; padding: 0; }</style>
</head>
<body>
<redoc spec-url="${specUrl}" hide-hostname="true" expand-responses="200,201,202" json-sample-expand-level="3" path-in-middle-panel="true" sort-tags-alphabetically="false"></redoc>
<script>${script}</script>
</body>
</html>
`;
}
