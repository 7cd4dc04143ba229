import { requireUser } from "@server/auth";
import { useTranslation } from "react-i18next";
import { data, href, Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/not-found";

/** Signed-in users only: a dashboard path that does not exist. */
export async function loader(args: Route.LoaderArgs) {
  requireUser(args);
  return data(null, { status: 404 });
}

export default function DashboardNotFound() {
  const { t } = useTranslation("account");
  return (
    <div className="space-y-4">
      <h1 className="font-bold text-2xl">{t("dashboard.notFound")}</h1>
      <Button asChild>
        <Link to={href("/dashboard/create")}>{t("menu.dashboard")}</Link>
      </Button>
    </div>
  );
}
