import { requireUser } from "@server/auth";
import { Outlet } from "react-router";
import { SiteHeader } from "~/components/layout/site-header";
import type { Route } from "./+types/layout";

/** Signed-in users only: every /dashboard path passes through here first. */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  return { email: user.email };
}

export default function DashboardLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <Outlet />
      </main>
    </>
  );
}
