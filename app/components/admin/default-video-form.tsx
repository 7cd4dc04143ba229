import { type FieldProblem, fieldProblems } from "@domain/admin-content";
import { siteSettingsSchema } from "@domain/admin-site";
import { type AdminSiteSettings, saveSiteSettings } from "@domain/api/admin-site";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { useApi } from "~/lib/use-api";
import { type ServerProblem, useAdminFailure } from "./admin-failure";
import { AdminField } from "./admin-field";

export type SiteSettingsState =
  | { loadFailed: false; settings: AdminSiteSettings }
  | { loadFailed: true };

/**
 * The site-wide default video (issue 25): shown on every article without a video of its own;
 * cleared, articles without one show none. Checked with the shared schema, then saved by PUT.
 */
export function DefaultVideoForm({ state }: { state: SiteSettingsState }) {
  const { t } = useTranslation("admin");
  const saved = state.loadFailed ? null : state.settings.defaultVideoUrl;
  const [value, setValue] = useState(saved ?? "");
  const [problem, setProblem] = useState<FieldProblem>();
  const [serverProblem, setServerProblem] = useState<ServerProblem>();
  const failure = useAdminFailure();
  const save = useApi(saveSiteSettings, {
    onDone: ({ settings }) => setValue(settings.defaultVideoUrl ?? ""),
    onError: (error) =>
      failure.saveFailed("admin:siteSettings.saveFailed", error, setServerProblem),
  });

  const send = (defaultVideoUrl: string | null) => {
    const parsed = siteSettingsSchema.safeParse({ defaultVideoUrl });
    if (!parsed.success) {
      setProblem(fieldProblems(parsed.error).defaultVideoUrl);
      return;
    }
    setProblem(undefined);
    setServerProblem(undefined);
    save.call({ body: parsed.data });
  };

  return (
    <section aria-labelledby="default-video-title" className="rounded-md border p-4">
      <h2 id="default-video-title" className="font-semibold text-lg">
        {t("siteSettings.heading")}
      </h2>
      {state.loadFailed ? (
        <p role="alert" className="mt-2 text-destructive">
          {t("siteSettings.loadFailed")}
        </p>
      ) : (
        <form
          className="mt-3 space-y-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send(value);
          }}
        >
          <AdminField
            id="site-defaultVideoUrl"
            label={t("siteSettings.defaultVideoUrl")}
            hint={t("siteSettings.defaultVideoHint")}
            type="url"
            value={value}
            onChange={setValue}
            problem={serverProblem?.problem ?? problem}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.busy}>
              {save.busy ? t("siteSettings.saving") : t("siteSettings.save")}
            </Button>
            {saved ? (
              <Button
                type="button"
                variant="outline"
                disabled={save.busy}
                onClick={() => send(null)}
              >
                {t("siteSettings.clear")}
              </Button>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}
