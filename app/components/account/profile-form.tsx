import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { APP_NAME } from "@domain/app";
import { PROFILE_REPLY, profileSchema } from "@domain/profile";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { LoadFailedAlert } from "~/components/dashboard/load-failed-alert";
import { FieldError } from "~/components/forms/field-error";
import { FormAlert } from "~/components/forms/form-alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toaster";

type Profile = {
  email: string;
  firstName: string | null;
  secondName: string | null;
  username: string | null;
  country: string | null;
  profession: string | null;
};

const FIELDS = ["firstName", "secondName", "username", "country", "profession"] as const;
const AUTOCOMPLETE: Record<(typeof FIELDS)[number], string> = {
  firstName: "given-name",
  secondName: "family-name",
  username: "username",
  country: "country-name",
  profession: "organization-title",
};

/**
 * The user's own profile (spec section 2, "Profile tab"), or "Error loading profile" with a retry
 * when it could not be read (spec section 8).
 */
export function ProfileForm({ profile }: { profile: Profile | null }) {
  const { t } = useTranslation("account");
  useEffect(() => {
    if (!profile) toast.error(t("profile.errors.loadFailed"));
  }, [profile, t]);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h1 className="text-2xl">{t("profile.title")}</h1>
        </CardTitle>
        <CardDescription>{t("profile.description", { app: APP_NAME })}</CardDescription>
      </CardHeader>
      <CardContent>
        {profile ? (
          <ProfileFields profile={profile} />
        ) : (
          <LoadFailedAlert message={t("profile.errors.loadFailed")} />
        )}
      </CardContent>
    </Card>
  );
}

const { usernameTaken: USERNAME_TAKEN, saveFailed: SAVE_FAILED } = PROFILE_REPLY;

function ProfileFields({ profile }: { profile: Profile }) {
  const { t } = useTranslation("account");
  const fetcher = useFetcher<SubmissionResult<string[]>>();
  const [form, fields] = useForm({
    id: "profile",
    lastResult: fetcher.data,
    defaultValue: profile,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // Spec section 8 "Error saving profile": a toast, and the form keeps what was typed.
  const saveFailed = fetcher.state === "idle" && fetcher.data?.error?.[""]?.includes(SAVE_FAILED);
  useEffect(() => {
    if (saveFailed) toast.error(t("profile.errors.saveFailed"));
  }, [saveFailed, t]);
  const taken = fields.username.errors?.includes(USERNAME_TAKEN);
  return (
    <fetcher.Form method="post" className="grid gap-5 sm:grid-cols-2" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="profile" />
      <div className="sm:col-span-2 empty:hidden">
        <FormAlert id={form.errorId} errors={form.errors?.filter((key) => key !== SAVE_FAILED)} />
      </div>
      {FIELDS.map((name) => {
        const field = fields[name];
        return (
          <div key={name} className="space-y-2">
            <Label htmlFor={field.id}>{t(`profile.${name}`)}</Label>
            <Input {...getInputProps(field, { type: "text" })} autoComplete={AUTOCOMPLETE[name]} />
            {name === "username" && !field.errors ? (
              <p className="text-muted-foreground text-xs">{t("profile.usernameHint")}</p>
            ) : null}
            {name === "username" && taken ? (
              <p id={field.errorId} role="alert" className="text-destructive text-sm">
                <strong>{t("profile.errors.usernameTaken")}</strong>.{" "}
                {t("profile.errors.usernameTakenDescription")}
              </p>
            ) : (
              <FieldError id={field.errorId} errors={field.errors} ns="account" />
            )}
          </div>
        );
      })}
      <div className="space-y-2">
        <Label htmlFor="profile-email">{t("profile.email")}</Label>
        <Input
          id="profile-email"
          value={profile.email}
          readOnly
          aria-describedby="profile-email-hint"
        />
        <p id="profile-email-hint" className="text-muted-foreground text-xs">
          {t("profile.emailHint")}
        </p>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {t("profile.save")}
        </Button>
      </div>
    </fetcher.Form>
  );
}
