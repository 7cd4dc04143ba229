import { listPostPublications, publishPost } from "@domain/api/publishing";
import { endpoint, serve } from "@server/http";
import { listPostPublications as list, publishPost as publish } from "@server/publishing";
import { data } from "react-router";

const routes = serve(
  /** Where one of the user's own posts is published. */
  endpoint(listPostPublications, async ({ user, params }) => ({
    publications: await list(user, params.id),
  })),
  /** Publishes one of the user's own posts on one of their connections: 202, queued or scheduled. */
  endpoint(publishPost, async ({ user, params, body }) =>
    data({ publication: await publish(user, params.id, body) }, { status: 202 }),
  ),
);
export const loader = routes.loader;
export const action = routes.action;
