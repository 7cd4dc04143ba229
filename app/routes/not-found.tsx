import { i18nContext } from "@server/context";
import { data } from "react-router";
import { NotFoundPage } from "~/components/errors/not-found-page";
import type { Route } from "./+types/not-found";

/** Public: every path no other route claims answers 404 with the not-found page. */
export async function loader({ context }: Route.LoaderArgs) {
  const t = context.get(i18nContext).t;
  return data({ title: t("notFound.metaTitle") }, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: "robots", content: "noindex" }];
}
