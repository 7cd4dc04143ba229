import { processSlot } from "../process-slot";

const slot = processSlot<string>("site-url");

/** Sets the public origin (APP_URL) canonical URLs, feeds and sitemaps are written on. */
export function configureSiteUrl(appUrl: string): void {
  slot.set(appUrl.replace(/\/+$/, ""));
}

/**
 * The public origin: APP_URL once the server has started; a request's own origin otherwise
 * (route tests that call a loader without the server).
 */
export function siteOrigin(request: Request): string {
  return slot.get() ?? new URL(request.url).origin;
}
