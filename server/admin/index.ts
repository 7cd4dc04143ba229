/**
 * The admin area's Overview, Messages and Users (issue 14): admin-only reads and changes. The
 * routes check who may call (requireAdmin / requireSuperAdmin) before calling these.
 */
export { auditPage } from "./audit";
export {
  deleteMessage,
  getMessage,
  messagePage,
  messagesCsv,
  setMessageRead,
} from "./messages";
export { overview } from "./overview";
export { changeRole } from "./roles";
export { toAdminUser, toAuditEntry, toContactMessage } from "./summaries";
export { type AdminUserRow, addCredits, changeTier, searchUsers } from "./users";
