import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  META_MAX_CHARS,
  META_MIN_CHARS,
  TITLE_MAX_CHARS,
  TITLE_MIN_CHARS,
} from "@domain/analysis/seo";
import { type AdminSeoItem, createSeo, saveSeo } from "@domain/api/admin-seo";
import type { BodyOf } from "@domain/api/contract";
import type { ApiError } from "@domain/api/errors";
import { formatKeywords } from "@domain/keywords";
import type { FieldProblem } from "@domain/site/admin-content";
import { seoCreateSchema, seoEditSchema } from "@domain/site/admin-seo";
import {
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  SCHEMA_TYPES,
  TWITTER_CARDS,
} from "@domain/site/content";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { href, Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { useApi } from "~/lib/use-api";
import { useAdminFailure } from "./admin-failure";
import { AdminField, SELECT_CLASSES } from "./admin-field";
import { fieldRefusal, formatProblems } from "./form-problems";

function initialValues(item: AdminSeoItem | null) {
  return {
    pageSlug: item?.pageSlug ?? "",
    pageTitle: item?.pageTitle ?? "",
    metaDescription: item?.metaDescription ?? "",
    metaKeywords: formatKeywords(item?.metaKeywords ?? []),
    ogTitle: item?.ogTitle ?? "",
    ogDescription: item?.ogDescription ?? "",
    ogImage: item?.ogImage ?? "",
    twitterCard: item?.twitterCard ?? "summary_large_image",
    canonicalUrl: item?.canonicalUrl ?? "",
    schemaType: item?.schemaType ?? "WebPage",
    noindex: item?.noindex ?? false,
  };
}
type Values = ReturnType<typeof initialValues>;

/** Create or edit one page's SEO settings; the page slug is locked once created (spec section 5). */
export function SeoForm({ item }: { item: AdminSeoItem | null }) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const [values, setValues] = useState(() => initialValues(item));
  const [refused, setRefused] = useState<SubmissionResult<FieldProblem[]>>();
  const failure = useAdminFailure();
  const handlers = {
    onDone: () => navigate(href("/dashboard/admin/seo")),
    onError: (error: ApiError) =>
      failure.saveFailed(
        item ? "admin:seo.updateFailed" : "admin:seo.createFailed",
        error,
        ({ field }) => setRefused(fieldRefusal({ ...error, field })),
      ),
  };
  const creator = useApi(createSeo, handlers);
  const saver = useApi(saveSeo, handlers);
  const busy = creator.busy || saver.busy;
  // Checked with the shared schema as the form stands; every field's first problem beside it.
  const [form, fields] = useForm({
    id: "seo",
    lastResult: refused,
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: item ? seoEditSchema : seoCreateSchema,
        formatError: formatProblems,
      }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === "success") send();
    },
  });
  const problems = fields as unknown as Record<string, { errors?: FieldProblem[] }>;
  const field = (name: Exclude<keyof Values, "noindex">, label: string) => ({
    id: `seo-${name}`,
    name,
    label,
    value: values[name],
    onChange: (value: string) => setValues((now) => ({ ...now, [name]: value })),
    problem: problems[name]?.errors?.[0],
  });

  const send = () => {
    setRefused(undefined);
    // The form's text is sent as typed (the keywords as one line); the server's parse turns it
    // into what the contract's handler gets.
    if (item) {
      const { pageSlug: _locked, ...edit } = values;
      saver.call({ params: { id: item.id }, body: edit as unknown as BodyOf<typeof saveSeo> });
    } else creator.call({ body: values as unknown as BodyOf<typeof createSeo> });
  };

  return (
    <form {...getFormProps(form)} className="space-y-5" aria-labelledby="seo-form-title">
      <h1 id="seo-form-title" className="font-bold text-2xl tracking-tight">
        {item ? t("seo.form.editHeading", { slug: item.pageSlug }) : t("seo.form.createHeading")}
      </h1>
      <AdminField
        {...field("pageSlug", t("seo.form.pageSlug"))}
        readOnly={item !== null}
        hint={t("seo.form.pageSlugHint")}
      />
      <AdminField
        {...field("pageTitle", t("seo.form.pageTitle"))}
        counter={{ max: META_TITLE_MAX, aim: { min: TITLE_MIN_CHARS, max: TITLE_MAX_CHARS } }}
      />
      <AdminField
        {...field("metaDescription", t("seo.form.metaDescription"))}
        multiline
        counter={{
          max: META_DESCRIPTION_MAX,
          aim: { min: META_MIN_CHARS + 1, max: META_MAX_CHARS },
        }}
      />
      <AdminField
        {...field("metaKeywords", t("seo.form.metaKeywords"))}
        hint={t("seo.form.keywordsHint")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <AdminField {...field("ogTitle", t("seo.form.ogTitle"))} />
        <AdminField {...field("ogImage", t("seo.form.ogImage"))} type="url" />
      </div>
      <AdminField {...field("ogDescription", t("seo.form.ogDescription"))} multiline />
      <AdminField {...field("canonicalUrl", t("seo.form.canonicalUrl"))} type="url" />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="seo-twitterCard">{t("seo.form.twitterCard")}</Label>
          <select
            id="seo-twitterCard"
            name="twitterCard"
            value={values.twitterCard}
            onChange={(event) =>
              setValues((now) => ({
                ...now,
                twitterCard: event.target.value as Values["twitterCard"],
              }))
            }
            className={SELECT_CLASSES}
          >
            {TWITTER_CARDS.map((card) => (
              <option key={card} value={card}>
                {card}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-2">
          <Label htmlFor="seo-schemaType">{t("seo.form.schemaType")}</Label>
          <select
            id="seo-schemaType"
            name="schemaType"
            value={values.schemaType}
            onChange={(event) =>
              setValues((now) => ({
                ...now,
                schemaType: event.target.value as Values["schemaType"],
              }))
            }
            className={SELECT_CLASSES}
          >
            {SCHEMA_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="noindex"
          checked={values.noindex}
          onChange={(event) => setValues((now) => ({ ...now, noindex: event.target.checked }))}
          className="size-4 accent-primary"
        />
        {t("seo.form.noindex")}
      </label>
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? t("seo.form.saving") : t("seo.form.save")}
        </Button>
        <Button asChild variant="outline">
          <Link to={href("/dashboard/admin/seo")}>{t("seo.form.cancel")}</Link>
        </Button>
      </div>
    </form>
  );
}
