import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type AdminSiteSettings, saveSiteSettings } from "@domain/api/admin-site";
import type { FieldProblem } from "@domain/site/admin-content";
import { siteSettingsSchema } from "@domain/site/admin-settings";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { useApi } from "~/lib/use-api";
import { useAdminFailure } from "./admin-failure";
import { AdminField } from "./admin-field";
import { fieldRefusal, formatProblems } from "./form-problems";

export type SiteSettingsState =
  | { loadFailed: false; settings: AdminSiteSettings }
  | { loadFailed: true };

/**
 * The site-wide default video (issue 25): shown on every article without a video of its own;
 * cleared, articles without one show none. Checked with the shared schema (Conform), then saved
 * by PUT; a problem the server finds shows beside the field.
 */
export function DefaultVideoForm({ state }: { state: SiteSettingsState }) {
  const { t } = useTranslation("admin");
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
        <VideoFields saved={state.settings.defaultVideoUrl} />
      )}
    </section>
  );
}

function VideoFields({ saved }: { saved: string | null }) {
  const { t } = useTranslation("admin");
  const failure = useAdminFailure();
  const [refused, setRefused] = useState<SubmissionResult<FieldProblem[]>>();
  const [form, fields] = useForm({
    id: "site-settings",
    lastResult: refused,
    // Blank stays blank (no default video), not a missing value.
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: siteSettingsSchema,
        formatError: formatProblems,
        disableAutoCoercion: true,
      }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === "success") send(submission.value.defaultVideoUrl);
    },
  });
  const [value, setValue] = useState(saved ?? "");
  const save = useApi(saveSiteSettings, {
    onDone: ({ settings }) => setValue(settings.defaultVideoUrl ?? ""),
    onError: (error) =>
      failure.saveFailed("admin:siteSettings.saveFailed", error, ({ field }) =>
        setRefused(fieldRefusal({ ...error, field })),
      ),
  });
  const send = (defaultVideoUrl: string | null) => {
    setRefused(undefined);
    // Clearing needs no check: the field's last problem goes with it.
    if (defaultVideoUrl === null) form.update({ name: "defaultVideoUrl", validated: false });
    save.call({ body: { defaultVideoUrl } });
  };

  return (
    <form {...getFormProps(form)} className="mt-3 space-y-3">
      <AdminField
        id="site-defaultVideoUrl"
        label={t("siteSettings.defaultVideoUrl")}
        hint={t("siteSettings.defaultVideoHint")}
        type="url"
        name={fields.defaultVideoUrl.name}
        value={value}
        onChange={setValue}
        problem={fields.defaultVideoUrl.errors?.[0]}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.busy}>
          {save.busy ? t("siteSettings.saving") : t("siteSettings.save")}
        </Button>
        {saved ? (
          <Button type="button" variant="outline" disabled={save.busy} onClick={() => send(null)}>
            {t("siteSettings.clear")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
