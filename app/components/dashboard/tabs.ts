import {
  ChartColumn,
  FileText,
  KeyRound,
  Library,
  Lightbulb,
  Mail,
  PenSquare,
  Search,
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

/** The tab named by ?tab=; anything else shows Create. */
export function tabFrom(value: string | null): TabId {
  return value && ALL.has(value) ? (value as TabId) : "create";
}

/** A tab's address: /dashboard?tab=<id>. */
export function tabHref(tab: TabId): string {
  return `${href("/dashboard")}?tab=${tab}`;
}
