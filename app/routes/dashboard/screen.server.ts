/**
 * What every dashboard screen's loader shares (docs/decisions/0024-route-map.md): the page title,
 * and reading a screen's data so that a failed read says so on that screen (spec section 8:
 * "Error Loading Posts", "Failed to load users" ...) instead of failing the whole dashboard. The
 * failure is logged with the request's id.
 */
import { i18nContext, requestContext } from "@server/context";
import type { RouterContextProvider } from "react-router";
import type { TabId } from "~/components/dashboard/tabs";

export type ScreenArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** The screen's title, "<Screen> · Dashboard", in the request's language. */
export function screenTitle(args: ScreenArgs, tab: TabId): string {
  const t = args.context.get(i18nContext).getFixedT(null, "account");
  return `${t(`shell.tabs.${tab}`)} · ${t("dashboard.metaTitle")}`;
}

/** Reads a screen's data; on failure logs it and gives the screen's fallback. */
export async function orFallback<T>(
  args: ScreenArgs,
  what: string,
  read: () => Promise<T>,
  fallback: T,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    args.context.get(requestContext).log.error({ err: error }, `${what} could not be read`);
    return fallback;
  }
}

/** Reads a part of a screen: its fields and `loadFailed: false`, or only `loadFailed: true`. */
export function orFailed<T extends object>(args: ScreenArgs, what: string, read: () => Promise<T>) {
  return orFallback<(T & { loadFailed: false }) | { loadFailed: true }>(
    args,
    what,
    async () => ({ ...(await read()), loadFailed: false as const }),
    { loadFailed: true as const },
  );
}
