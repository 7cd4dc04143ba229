import { Loaded, tabLoader } from "~/components/dashboard/lazy-tabs";
import { type TabId, tabHref } from "~/components/dashboard/tabs";
import type { MessagesTabProps } from "./messages-tab";
import type { OverviewTabProps } from "./overview-tab";
import type { UsersTabProps } from "./users-tab";

// The admin screens are chunks of their own, loaded the way the workspace's tabs are
// (lazy-tabs): a user who is not an admin never downloads them, nor the chart library.
const overview = tabLoader(() => import("./overview-tab").then((m) => m.OverviewTab));
const messages = tabLoader(() => import("./messages-tab").then((m) => m.MessagesTab));
const users = tabLoader(() => import("./users-tab").then((m) => m.UsersTab));
const BY_TAB: Partial<Record<TabId, { preload: () => Promise<unknown> }>> = {
  overview,
  messages,
  users,
};

/**
 * Loads the admin tab in the address before the page hydrates, so an early click is not lost.
 * Only an admin's page links to the admin tabs: anyone else (shown Access Denied) loads nothing.
 */
export async function preloadAdminPanel(tab: TabId): Promise<void> {
  const panel = BY_TAB[tab];
  if (panel && document.querySelector(`a[href="${tabHref(tab)}"]`)) await panel.preload();
}

export function OverviewPanel(props: OverviewTabProps) {
  return <Loaded tab={overview} props={props} />;
}

export function MessagesPanel(props: MessagesTabProps) {
  return <Loaded tab={messages} props={props} />;
}

export function UsersPanel(props: UsersTabProps) {
  return <Loaded tab={users} props={props} />;
}
