import { lazy, Suspense } from "react";
import { Spinner } from "~/components/ui/spinner";
import type { MessagesTabProps } from "./messages-tab";
import type { OverviewTabProps } from "./overview-tab";
import type { UsersTabProps } from "./users-tab";

// Admin screens are their own chunks: a user who is not an admin never downloads them (or the
// chart library), and an admin downloads each tab's code when the tab is first shown.
const Overview = lazy(() => import("./overview-tab").then((m) => ({ default: m.OverviewTab })));
const Messages = lazy(() => import("./messages-tab").then((m) => ({ default: m.MessagesTab })));
const Users = lazy(() => import("./users-tab").then((m) => ({ default: m.UsersTab })));

function Loading() {
  return (
    <div className="grid place-items-center p-10">
      <Spinner />
    </div>
  );
}

export function OverviewPanel(props: OverviewTabProps) {
  return (
    <Suspense fallback={<Loading />}>
      <Overview {...props} />
    </Suspense>
  );
}

export function MessagesPanel(props: MessagesTabProps) {
  return (
    <Suspense fallback={<Loading />}>
      <Messages {...props} />
    </Suspense>
  );
}

export function UsersPanel(props: UsersTabProps) {
  return (
    <Suspense fallback={<Loading />}>
      <Users {...props} />
    </Suspense>
  );
}
