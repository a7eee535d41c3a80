/** HTTP answers for tests that give the API client a fetch of their own. */

/** A `Response` with `body` as JSON and the given status. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
