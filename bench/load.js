// autocannon with the bench's defaults, as a promise (autocannon ships no TypeScript types).
import autocannon from "autocannon";

/**
 * @param {string} url
 * @param {{ connections: number, duration: number, headers?: Record<string, string> }} options
 * @returns {Promise<{ requests: { average: number }, latency: { p50: number, p99: number }, non2xx: number, errors: number }>}
 */
export function load(url, { connections, duration, headers = {} }) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration, headers: { "accept-language": "en", ...headers } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}
