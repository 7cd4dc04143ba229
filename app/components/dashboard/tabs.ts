import {
  ChartColumn,
  FileText,
  KeyRound,
  Library,
  Lightbulb,
  Mail,
  PenSquare,
  Rows3,
  Search,
  Send,
  Speech,
  User,
  Users,
} from "lucide-react";
import { href } from "react-router";

/** The workspace's tabs (spec section 2, "Dashboard"), in sidebar order. */
export const USER_TABS = [
  { id: "profile", icon: User, shortcut: "p" },
  { id: "ideas", icon: Lightbulb, shortcut: "i" },
  { id: "create", icon: PenSquare, shortcut: "c" },
  { id: "presets", icon: KeyRound, shortcut: "r" },
  { id: "library", icon: Library, shortcut: "l" },
  // Issue 29: the brand voices learned from the writer's samples.
  { id: "voices", icon: Speech, shortcut: "v" },
  // Issue 30: many pieces from a spreadsheet.
  { id: "bulk", icon: Rows3, shortcut: "b" },
  // Issue 31: connections to the writer's sites and what was published there.
  { id: "publishing", icon: Send, shortcut: "u" },
] as const;

export const ADMIN_TABS = [
  { id: "overview", icon: ChartColumn },
  { id: "content", icon: FileText },
  { id: "seo", icon: Search },
  { id: "messages", icon: Mail },
  { id: "users", icon: Users },
] as const;

export type TabId = (typeof USER_TABS)[number]["id"] | (typeof ADMIN_TABS)[number]["id"];

const ALL = new Set<string>([...USER_TABS, ...ADMIN_TABS].map((t) => t.id));
export const ADMIN_TAB_IDS = new Set<string>(ADMIN_TABS.map((t) => t.id));

/** The tab an old address names with ?tab= (docs/decisions/0024); anything else is Create. */
export function tabFrom(value: string | null): TabId {
  return value && ALL.has(value) ? (value as TabId) : "create";
}

const HREFS: Record<TabId, string> = {
  create: href("/dashboard/create"),
  library: href("/dashboard/library"),
  presets: href("/dashboard/presets"),
  ideas: href("/dashboard/ideas"),
  profile: href("/dashboard/profile"),
  voices: href("/dashboard/voices"),
  bulk: href("/dashboard/bulk"),
  publishing: href("/dashboard/publishing"),
  overview: href("/dashboard/admin/overview"),
  users: href("/dashboard/admin/users"),
  messages: href("/dashboard/admin/messages"),
  content: href("/dashboard/admin/content"),
  seo: href("/dashboard/admin/seo"),
};

/** A tab's address: /dashboard/<id>, or /dashboard/admin/<id> for the admin tabs. */
export function tabHref(tab: TabId): string {
  return HREFS[tab];
}

/**
 * The tab a dashboard path shows, for the sidebar: a post's view and editor belong to the
 * Library; any other path (the dashboard's not-found page) marks Create, as /dashboard did.
 */
export function tabAt(pathname: string): TabId {
  if (/^\/dashboard\/(view|edit)\//.test(pathname)) return "library";
  const id = /^\/dashboard\/(?:admin\/)?([a-z]+)\/?$/.exec(pathname)?.[1];
  return id && tabHref(id as TabId) === pathname.replace(/\/$/, "") ? (id as TabId) : "create";
}
