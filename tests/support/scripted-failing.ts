/**
 * A scripted model that fails some requests on purpose (issue 30's bulk runs): while `failing`
 * is set, a request whose messages contain it answers HTTP 500, as the `down` scenario does for
 * every request; the rest are answered as usual. A test clears it to let a retry succeed.
 */
export function failsOn(failing: string | null, raw: string): boolean {
  return failing !== null && failing !== "" && raw.includes(failing);
}
