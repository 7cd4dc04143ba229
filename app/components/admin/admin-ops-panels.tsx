import { type ComponentType, Suspense, use } from "react";
import { tabHref } from "~/components/dashboard/tabs";
import { Skeleton } from "~/components/ui/skeleton";
import type { MessagesTabProps } from "./messages-tab";
import type { OverviewTabProps } from "./overview-tab";
import type { UsersTabProps } from "./users-tab";

/**
 * The admin Overview, Messages and Users screens, each a chunk of its own that their route
 * modules do not import statically (docs/decisions/0024-route-map.md): React Router downloads a
 * matched route's module even when its layout answers 403, so a user who is not an admin and
 * opens /dashboard/admin/overview gets the small route module, never these screens nor the
 * chart library.
 *
 * Unlike React.lazy, a screen whose code is loaded renders at once: the route module loads it
 * before the page hydrates (`preloadAdminPanel`), so the server's HTML hydrates in one pass.
 */
type Panel<Props> = {
  preload: () => Promise<ComponentType<Props>>;
  loaded: () => ComponentType<Props> | undefined;
};

function panel<Props>(load: () => Promise<ComponentType<Props>>): Panel<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;
  return {
    preload: () => {
      loading ??= load().then((component) => {
        loaded = component;
        return component;
      });
      return loading;
    },
    loaded: () => loaded,
  };
}

const overview = panel(() => import("./overview-tab").then((m) => m.OverviewTab));
const messages = panel(() => import("./messages-tab").then((m) => m.MessagesTab));
const users = panel(() => import("./users-tab").then((m) => m.UsersTab));
const BY_SCREEN = { overview, messages, users };

/**
 * In the browser, loads an admin screen's code before its route renders. Only an admin's page
 * links to the admin screens (the sidebar's admin group): anyone else loads nothing.
 */
export async function preloadAdminPanel(screen: keyof typeof BY_SCREEN): Promise<void> {
  if (typeof document === "undefined") return;
  if (document.querySelector(`a[href="${tabHref(screen)}"]`)) await BY_SCREEN[screen].preload();
}

function Loaded<Props extends object>({ of, props }: { of: Panel<Props>; props: Props }) {
  const Component = of.loaded() ?? use(of.preload());
  return <Component {...props} />;
}

/** Holds the screen's place, marked busy, while its code is on the way (on the server too). */
function Loading<Props extends object>(props: { of: Panel<Props>; props: Props }) {
  return (
    <Suspense
      fallback={
        <div aria-busy="true" className="space-y-4">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-64 w-full" />
        </div>
      }
    >
      <Loaded {...props} />
    </Suspense>
  );
}

export function OverviewPanel(props: OverviewTabProps) {
  return <Loading of={overview} props={props} />;
}

export function MessagesPanel(props: MessagesTabProps) {
  return <Loading of={messages} props={props} />;
}

export function UsersPanel(props: UsersTabProps) {
  return <Loading of={users} props={props} />;
}
