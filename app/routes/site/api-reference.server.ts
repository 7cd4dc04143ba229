/**
 * What the API reference page shows besides the renderer: the typed client example's source (the
 * file the tests run, docs/api/example.ts) and the same calls with curl, on this site's address.
 * Server-only, so the texts stay out of the browser's bundles.
 */
import exampleSource from "../../../docs/api/example.ts?raw";

export const CLIENT_EXAMPLE = exampleSource;

/** The three calls of the example with curl: start a blog post, follow it, read it. */
export function curlExample(origin: string): string {
  const auth = `-H "Authorization: Bearer $INKWELL_API_KEY"`;
  return [
    `INKWELL_URL=${origin}`,
    "INKWELL_API_KEY=ink_...   # Profile > API keys: read and generate",
    "",
    "# Start a blog post (a retry with the same Idempotency-Key is answered once, charged once)",
    `curl -X POST "$INKWELL_URL/api/v1/generations" ${auth} \\`,
    `  -H "Content-Type: application/json" -H "Idempotency-Key: $(uuidgen)" \\`,
    `  -d '{"contentType":"blog","title":"Why small teams write better documentation","topic":"How small teams keep their documentation current"}'`,
    `# => {"id":"<generation>","events":"<its event stream>"}`,
    "",
    "# Follow it until its status is succeeded (or failed)",
    `curl "$INKWELL_URL/api/v1/generations/<generation>" ${auth}`,
    `# => {"status":"succeeded","percent":100,"postId":"<post>",...}`,
    "",
    "# Read the piece",
    `curl "$INKWELL_URL/api/v1/posts/<post>" ${auth}`,
    `# => {"id":"<post>","title":"...","content":"<p>...</p>",...}`,
  ].join("\n");
}
