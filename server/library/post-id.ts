import { NotFound } from "../errors";

/** "Blog post not found" (spec section 2): a missing post, or someone else's. */
export const POST_NOT_FOUND = "account:view.notFound";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A post id from a URL: anything that is not a UUID names no post (and never reaches SQL). */
export function assertPostId(id: string): void {
  if (!UUID.test(id)) throw new NotFound(POST_NOT_FOUND);
}
