import { APP_NAME } from "@domain/app";

/** Every dashboard screen's meta: its loader's title, and no indexing. */
export function screenMeta({ loaderData }: { loaderData?: { title: string } }) {
  const title = loaderData ? `${loaderData.title} · ${APP_NAME}` : APP_NAME;
  return [{ title }, { name: "robots", content: "noindex" }];
}
