import { type ComponentType, type ReactNode, Suspense, use } from "react";
import { Skeleton } from "~/components/ui/skeleton";
import type { TabId } from "./tabs";

/**
 * The dashboard's tabs, each loaded only when shown (issue 13: the workspace's JavaScript
 * budget): a visitor of the Create tab never downloads the library, presets, ideas or account
 * code, nor the form and sanitiser libraries only those use.
 *
 * Unlike React.lazy, a tab whose code is already loaded renders at once. The dashboard route
 * loads the tab in its URL before the page hydrates (`preloadTab`), so the server's HTML
 * hydrates in one pass and a click in the first moments is not lost; a tab change keeps the
 * previous screen until the next tab's code is there (React Router navigates in a transition).
 */
export type TabLoader<Props> = {
  preload: () => Promise<ComponentType<Props>>;
  loaded: () => ComponentType<Props> | undefined;
};

export function tabLoader<Props>(load: () => Promise<ComponentType<Props>>): TabLoader<Props> {
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

/** Renders the tab at once when its code is loaded, else suspends until it is. */
export function Loaded<Props extends object>({
  tab,
  props,
}: {
  tab: TabLoader<Props>;
  props: Props;
}) {
  const Component = tab.loaded() ?? use(tab.preload());
  return <Component {...props} />;
}

type PropsOf<T> = T extends ComponentType<infer P> ? P : never;
type LibraryProps = PropsOf<typeof import("~/components/library/library-tab").LibraryTab>;
type PresetsProps = PropsOf<typeof import("~/components/presets/presets-tab").PresetsTab>;
type IdeasProps = PropsOf<typeof import("~/components/ideas/ideas-tab").IdeasTab>;
type ProfileProps = PropsOf<typeof import("~/components/account/profile-tab").ProfileTab>;

const create = tabLoader(() => import("./create-tab").then((m) => m.CreateTab));
const library = tabLoader(() =>
  import("~/components/library/library-tab").then((m) => m.LibraryTab),
);
const presets = tabLoader(() =>
  import("~/components/presets/presets-tab").then((m) => m.PresetsTab),
);
const ideas = tabLoader(() => import("~/components/ideas/ideas-tab").then((m) => m.IdeasTab));
const profile = tabLoader(() =>
  import("~/components/account/profile-tab").then((m) => m.ProfileTab),
);

export function CreateTab() {
  return <Loaded tab={create} props={{}} />;
}
export function LibraryTab(props: LibraryProps) {
  return <Loaded tab={library} props={props} />;
}
export function PresetsTab(props: PresetsProps) {
  return <Loaded tab={presets} props={props} />;
}
export function IdeasTab(props: IdeasProps) {
  return <Loaded tab={ideas} props={props} />;
}
export function ProfileTab(props: ProfileProps) {
  return <Loaded tab={profile} props={props} />;
}

const BY_TAB: Partial<Record<TabId, { preload: () => Promise<unknown> }>> = {
  create,
  library,
  presets,
  ideas,
  profile,
};

/** Loads a tab's code (nothing for a tab without lazy code). */
export async function preloadTab(tab: TabId): Promise<void> {
  await BY_TAB[tab]?.preload();
}

/** Holds a tab's place, marked busy, for the moment its code is on the way. */
export function TabSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div aria-busy="true" className="space-y-4">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-64 w-full" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
