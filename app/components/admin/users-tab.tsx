import type { UserQuery } from "@domain/admin";
import {
  type AdminUser,
  type AuditEntry,
  changeTier as changeTierContract,
} from "@domain/api/admin";
import { TIERS, type Tier } from "@domain/plans";
import { SearchIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, href } from "react-router";
import { LoadFailedAlert } from "~/components/dashboard/load-failed-alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "~/components/ui/select";
import { useApi } from "~/lib/use-api";
import { useAdminFailure } from "./admin-failure";
import { AdminPagination } from "./admin-pagination";
import { AuditLog } from "./audit-log";
import { CreditsDialog } from "./credits-dialog";
import { RolesDialog } from "./roles-dialog";

type Page = { total: number; page: number; pageCount: number };

export type UsersTabProps = {
  query: UserQuery;
  users: ({ loadFailed: false; users: AdminUser[] } & Page) | { loadFailed: true };
  audit: ({ loadFailed: false; entries: AuditEntry[] } & Page) | { loadFailed: true };
  me: { id: string; isSuperAdmin: boolean };
};

/**
 * Users (spec section 2, issue 14): search by e-mail or name, each user's plan, this month's
 * usage and roles; change the plan, add credits, and (super admins) grant or revoke roles. Every
 * change lands in the audit log below.
 */
export function UsersTab({ query, users, audit, me }: UsersTabProps) {
  const { t } = useTranslation("admin");
  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h1 className="font-semibold text-2xl tracking-tight">{t("users.title")}</h1>
        <p className="text-muted-foreground">{t("users.description")}</p>
      </header>
      <Form
        method="get"
        action={href("/dashboard/admin/users")}
        role="search"
        className="flex max-w-xl items-end gap-2"
      >
        <div className="flex-1 space-y-1">
          <Label htmlFor="admin-user-search">{t("users.search")}</Label>
          <Input
            id="admin-user-search"
            type="search"
            name="q"
            defaultValue={query.q}
            key={query.q}
          />
        </div>
        <Button type="submit" variant="outline">
          <SearchIcon aria-hidden />
          {t("users.searchButton")}
        </Button>
      </Form>
      {users.loadFailed ? (
        <LoadFailedAlert message={t("users.errors.loadFailed")} />
      ) : (
        <UserTable {...users} query={query} me={me} />
      )}
      <AuditLog audit={audit} />
    </div>
  );
}

function UserTable({
  users,
  total,
  page,
  pageCount,
  query,
  me,
}: { users: AdminUser[]; query: UserQuery; me: UsersTabProps["me"] } & Page) {
  const { t } = useTranslation("admin");
  const { t: ta } = useTranslation("account");
  const [crediting, setCrediting] = useState<AdminUser | null>(null);
  const [managing, setManaging] = useState<AdminUser | null>(null);
  const failure = useAdminFailure();
  const tierChanger = useApi(changeTierContract, {
    onError: (error) => failure.changeFailed(t("users.errors.upgradeFailed"), error),
  });

  const changeTier = (user: AdminUser, tier: Tier) =>
    tierChanger.call({ params: { id: user.id }, body: { tier } });

  if (total === 0)
    return (
      <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
        {t("users.empty", { q: query.q })}
      </p>
    );

  return (
    <section className="space-y-3">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {t("users.count", { count: total })}
      </p>
      <div className="overflow-x-auto rounded-xl border">
        <table className="w-full text-sm">
          <caption className="sr-only">{t("users.title")}</caption>
          <thead className="bg-muted/50">
            <tr>
              <th scope="col" className="p-2 text-start font-medium">
                {t("users.user")}
              </th>
              <th scope="col" className="p-2 text-start font-medium">
                {t("users.plan")}
              </th>
              <th scope="col" className="p-2 text-start font-medium">
                {t("users.usage")}
              </th>
              <th scope="col" className="p-2 text-start font-medium">
                {t("users.roles")}
              </th>
              <th scope="col" className="p-2 text-end font-medium">
                {t("users.actions")}
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} className="border-t">
                <th scope="row" className="p-2 text-start font-normal">
                  <div className="font-medium">{user.name}</div>
                  <div className="text-muted-foreground text-xs">{user.email}</div>
                </th>
                <td className="p-2">
                  <Select
                    value={user.tier}
                    onValueChange={(tier) => changeTier(user, tier as Tier)}
                  >
                    <SelectTrigger
                      size="sm"
                      aria-label={t("users.changePlanFor", { email: user.email })}
                    >
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {TIERS.map((tier) => (
                        <SelectItem key={tier} value={tier}>
                          {ta(`plans.${tier}.name`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </td>
                <td className="p-2 tabular-nums">
                  {user.limit === null
                    ? t("users.usageUnlimited", { used: user.used })
                    : t("users.usageOf", { used: user.used, limit: user.limit })}
                  {user.reserved > 0 ? (
                    <div className="text-muted-foreground text-xs">
                      {t("users.reserved", { reserved: user.reserved })}
                    </div>
                  ) : null}
                </td>
                <td className="p-2">
                  {user.roles.length === 0 ? (
                    <span className="text-muted-foreground">{t("users.noRoles")}</span>
                  ) : (
                    <span className="flex flex-wrap gap-1">
                      {user.roles.map((role) => (
                        <Badge key={role} variant="secondary">
                          {t(`users.role.${role}`)}
                        </Badge>
                      ))}
                    </span>
                  )}
                </td>
                <td className="p-2">
                  <div className="flex justify-end gap-1">
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-label={`${t("users.addCredits")}: ${user.email}`}
                      onClick={() => setCrediting(user)}
                    >
                      {t("users.addCredits")}
                    </Button>
                    {me.isSuperAdmin ? (
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        aria-label={`${t("users.manageRoles")}: ${user.email}`}
                        onClick={() => setManaging(user)}
                      >
                        {t("users.manageRoles")}
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AdminPagination page={page} pageCount={pageCount} />
      <CreditsDialog user={crediting} onClose={() => setCrediting(null)} />
      {me.isSuperAdmin ? (
        <RolesDialog
          user={managing ? (users.find((u) => u.id === managing.id) ?? managing) : null}
          me={me}
          onClose={() => setManaging(null)}
        />
      ) : null}
    </section>
  );
}
