/**
 * Which Host and Origin are this app's own. Only APP_URL's, and in local mode also the loopback
 * names of the same port (a developer may open http://127.0.0.1:3000 while APP_URL says
 * localhost). Never "whatever the request says it is": a DNS-rebinding page (evil.example
 * resolving to 127.0.0.1) reaches the server with its own Host and Origin, and must be refused.
 */
export type OwnSite = {
  /** APP_URL's origin. */
  origin: string;
  /** A Host header (host[:port], as the browser sent it or a trusted proxy forwarded it). */
  isOwnHost(host: string | undefined): boolean;
  /** An Origin header. */
  isOwnOrigin(origin: string): boolean;
};

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

function effectivePort(url: URL): string {
  return url.port || (url.protocol === "https:" ? "443" : "80");
}

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

export function ownSite(options: { appUrl: string; port: number; local: boolean }): OwnSite {
  const app = new URL(options.appUrl);
  const appPort = effectivePort(app);
  const loopbackPorts = new Set([appPort, String(options.port)]);
  const isLoopbackAlias = (url: URL) =>
    options.local && LOOPBACK_NAMES.has(url.hostname) && loopbackPorts.has(effectivePort(url));
  return {
    origin: app.origin,
    isOwnHost(host) {
      // Parsed with APP_URL's scheme, so that a default port written out compares equal; a Host
      // that is not a bare host[:port] (a path, credentials, spaces) does not survive the check.
      if (!host || /[/?#@\\\s]/.test(host)) return false;
      const url = parse(`${app.protocol}//${host}`);
      if (!url) return false;
      if (url.hostname === app.hostname && effectivePort(url) === appPort) return true;
      return isLoopbackAlias(url);
    },
    isOwnOrigin(origin) {
      if (origin === app.origin) return true;
      const url = parse(origin);
      if (!url || url.origin !== origin) return false;
      return (url.protocol === "http:" || url.protocol === "https:") && isLoopbackAlias(url);
    },
  };
}
