import { type ReactNode, Suspense, useSyncExternalStore } from "react";
import { Spinner } from "~/components/ui/spinner";

const noSubscription = () => () => {};

/**
 * An admin panel (Website Content, SEO Settings), rendered in the browser only: its code is loaded
 * lazily (only admins download it, see routes/dashboard/admin/content.tsx), and a panel the
 * server had rendered would show inputs that drop what is typed until that code arrives. A
 * spinner stands in meanwhile.
 */
export function AdminPanel({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const loading = <Spinner showLabel className="p-6" />;
  return inBrowser ? <Suspense fallback={loading}>{children}</Suspense> : loading;
}
