import { requireUser } from "@server/auth";
import { data } from "react-router";
import type { Route } from "./+types/edit";

/** PLACEHOLDER (issue 6, editor helper): not built yet. */
export async function loader(args: Route.LoaderArgs) {
  requireUser(args);
  throw data({ message: "Not built yet" }, { status: 501 });
}

export default function EditPost() {
  return null;
}
