import { data } from "react-router";
import { NotFoundPage } from "~/components/errors/not-found-page";
import { staticPage } from "~/lib/site-page";

export const handle = staticPage;

/** Public: every path no other route claims answers 404 with the not-found page. */
export async function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
