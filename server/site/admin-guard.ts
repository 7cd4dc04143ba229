import type { SessionUser } from "@domain/auth";
import { Forbidden } from "../errors";

/**
 * The admin write side checks its caller itself as well as the route (`requireAdmin`): a future
 * caller that forgets the route guard still cannot change the public site.
 */
export function assertAdmin(user: Pick<SessionUser, "isAdmin">): void {
  if (!user.isAdmin) throw new Forbidden();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that cannot be a row's is "not found" (never a database error). */
export function isRowId(id: string): boolean {
  return UUID.test(id);
}
