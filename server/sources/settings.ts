/**
 * The fetcher's settings, set once at start (server/main.ts `configureSources`): the honest user
 * agent, and the test-only allow-list of `host:port` the fetcher may reach although their address
 * is refused (INKWELL_FETCH_ALLOW_HOSTS; the configuration refuses it in production).
 */
import { version } from "../../package.json";

export type FetchSettings = {
  userAgent: string;
  /** The product token robots.txt groups are matched against. */
  robotsAgent: string;
  allowHosts: readonly string[];
};

export const ROBOTS_AGENT = "Inkwell";

/** The page of the app's site that says what the fetcher is and how to reach its operator. */
export const FETCHER_INFO_PATH = "/contact";

function settingsFor(appUrl: string, allowHosts: readonly string[]): FetchSettings {
  return {
    userAgent: `${ROBOTS_AGENT}/${version} (+${appUrl.replace(/\/+$/, "")}${FETCHER_INFO_PATH})`,
    robotsAgent: ROBOTS_AGENT,
    allowHosts,
  };
}

let current = settingsFor("http://localhost:3000", []);

export function configureSources(options: { appUrl: string; allowHosts?: readonly string[] }) {
  current = settingsFor(options.appUrl, options.allowHosts ?? []);
}

export function fetchSettings(): FetchSettings {
  return current;
}

/** Reads INKWELL_FETCH_ALLOW_HOSTS: `host:port` entries, comma-separated. */
export function parseAllowHosts(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}
