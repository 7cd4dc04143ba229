import { type AdminUser, changeRole } from "@domain/api/admin";
import { ROLES, type Role } from "@domain/roles";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { useApi } from "~/lib/use-api";
import { useAdminFailure } from "./admin-failure";

/**
 * A super admin grants or revokes roles (decisions "Sign-in"). Taking a role from oneself asks
 * first; the server refuses it unconfirmed, and refuses to remove the last super admin.
 */
export function RolesDialog({
  user,
  me,
  onClose,
}: {
  user: AdminUser | null;
  me: { id: string };
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const failure = useAdminFailure();
  const changer = useApi(changeRole, {
    onError: (error) => failure.changeFailed(t("users.errors.roleFailed"), error),
  });
  const [confirming, setConfirming] = useState<Role | null>(null);

  function change(role: Role, grant: boolean, confirm = false) {
    if (!user) return;
    if (!grant && user.id === me.id && !confirm) {
      setConfirming(role);
      return;
    }
    void changer.call({ params: { id: user.id }, body: { role, grant, confirm } });
  }

  return (
    <>
      <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("users.rolesDialog.title", { email: user?.email ?? "" })}</DialogTitle>
            <DialogDescription>{t("users.rolesDialog.description")}</DialogDescription>
          </DialogHeader>
          <ul className="space-y-2">
            {ROLES.map((role) => {
              const held = user?.roles.includes(role) ?? false;
              const name = t(`users.role.${role}`);
              return (
                <li
                  key={role}
                  className="flex items-center justify-between gap-2 rounded-md border p-2"
                >
                  <span className="font-medium">{name}</span>
                  <Button
                    type="button"
                    size="sm"
                    variant={held ? "destructive" : "outline"}
                    disabled={changer.busy}
                    onClick={() => change(role, !held)}
                  >
                    {held
                      ? t("users.rolesDialog.revoke", { role: name })
                      : t("users.rolesDialog.grant", { role: name })}
                  </Button>
                </li>
              );
            })}
          </ul>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming !== null}
        title={t("users.rolesDialog.confirmSelfTitle")}
        description={t("users.rolesDialog.confirmSelf", {
          role: confirming ? t(`users.role.${confirming}`) : "",
        })}
        cancel={t("users.rolesDialog.confirmSelfCancel")}
        confirm={t("users.rolesDialog.confirmSelfConfirm")}
        onOpenChange={(open) => open || setConfirming(null)}
        onConfirm={() => {
          if (confirming) change(confirming, false, true);
          setConfirming(null);
        }}
      />
    </>
  );
}
