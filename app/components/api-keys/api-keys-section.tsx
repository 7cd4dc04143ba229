import type { ApiKeyListResponse, CreateApiKeyResponse } from "@domain/api/api-keys";
import { apiKeyStatus } from "@domain/api-keys";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ApiKeyTable } from "./api-key-table";
import { CreateApiKeyForm } from "./create-api-key-form";
import { NewApiKeyDialog } from "./new-api-key-dialog";

/** The address of the public API's reference (the Documentation page's API section). */
export const API_REFERENCE_PATH = "/documentation/api";

/**
 * Profile's "API keys" (issue 30): the plan's limits, a form that makes a key, the new key shown
 * once, and the user's keys with their use and a Revoke. `keys` is null when they could not be
 * read. Loaded lazily by the Profile tab: only this section needs its code.
 */
export default function ApiKeysSection({ keys }: { keys: ApiKeyListResponse | null }) {
  const { t } = useTranslation("developers");
  const titleId = useId();
  const [created, setCreated] = useState<CreateApiKeyResponse | null>(null);
  const working = keys ? keys.keys.filter((k) => apiKeyStatus(k) === "active").length : 0;

  return (
    <section aria-labelledby={titleId}>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={titleId} className="text-xl">
              {t("keys.title")}
            </h2>
          </CardTitle>
          <CardDescription>
            {t("keys.description")}{" "}
            <Link to={API_REFERENCE_PATH} className="font-medium text-primary underline">
              {t("keys.reference")}
            </Link>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {keys === null ? (
            <p role="alert" className="rounded-md border border-destructive p-4 text-destructive">
              {t("keys.loadFailed")}
            </p>
          ) : (
            <>
              <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="api-key-limits">
                <li>{t("keys.used", { used: working, limit: keys.limits.keys })}</li>
                <li>{t("keys.rate", { limit: keys.limits.requestsPerMinute })}</li>
              </ul>
              <CreateApiKeyForm atLimit={working >= keys.limits.keys} onCreated={setCreated} />
              <ApiKeyTable keys={keys.keys} />
            </>
          )}
          <NewApiKeyDialog created={created} onClose={() => setCreated(null)} />
        </CardContent>
      </Card>
    </section>
  );
}
