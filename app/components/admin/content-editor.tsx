import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  META_MAX_CHARS,
  META_MIN_CHARS,
  TITLE_MAX_CHARS,
  TITLE_MIN_CHARS,
} from "@domain/analysis/seo";
import { type AdminContentItem, createContent, saveContent } from "@domain/api/admin-content";
import type { BodyOf } from "@domain/api/contract";
import type { ApiError } from "@domain/api/errors";
import { formatKeywords } from "@domain/keywords";
import {
  analyseContentForm,
  type ContentForm,
  contentFormSchema,
  type FieldProblem,
  isHttpsUrl,
} from "@domain/site/admin-content";
import {
  CONTENT_STATUSES,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  WEBSITE_CONTENT_TYPES,
  type WebsiteContentType,
} from "@domain/site/content";
import { slugify } from "@domain/slug";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { href, Link, useNavigate } from "react-router";
import { LeaveGuard } from "~/components/editor/leave-guard";
import { RichTextEditor } from "~/components/editor/rich-text-editor";
import { AnalysisReport } from "~/components/post-view/analysis-report";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { useApi } from "~/lib/use-api";
import { useMessageText } from "~/lib/use-message-text";
import { useAdminFailure } from "./admin-failure";
import { AdminField, SELECT_CLASSES } from "./admin-field";
import { ArticlePreview } from "./article-preview";
import { fieldRefusal, formatProblems } from "./form-problems";

type Values = Omit<Required<{ [K in keyof ContentForm]: string }>, "featured"> & {
  featured: boolean;
  contentType: WebsiteContentType;
};

function initialValues(item: AdminContentItem | null): Values {
  return {
    title: item?.title ?? "",
    slug: item?.slug ?? "",
    content: item?.content ?? "",
    excerpt: item?.excerpt ?? "",
    contentType: item?.contentType ?? "blog_post",
    featuredImageUrl: item?.featuredImageUrl ?? "",
    videoUrl: item?.videoUrl ?? "",
    metaTitle: item?.metaTitle ?? "",
    metaDescription: item?.metaDescription ?? "",
    keywords: formatKeywords(item?.keywords ?? []),
    status: item?.status ?? "draft",
    featured: item?.featured ?? false,
  };
}

/**
 * Create or edit one item of website content: the post editor's Tiptap body, the analyser's
 * report beside it as it is written, and a preview of the public article page.
 */
export function ContentEditor({ item }: { item: AdminContentItem | null }) {
  const { t } = useTranslation("admin");
  const { text } = useMessageText();
  const navigate = useNavigate();
  const [initial] = useState(() => initialValues(item));
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(false);
  // On create the slug follows the title until the admin types one (spec section 5).
  const [slugTouched, setSlugTouched] = useState(item !== null);
  const [preview, setPreview] = useState(false);
  const [refused, setRefused] = useState<SubmissionResult<FieldProblem[]>>();
  const failure = useAdminFailure();
  const handlers = {
    onDone: () => setSaved(true),
    onError: (error: ApiError) =>
      failure.saveFailed("admin:content.saveFailed", error, ({ field }) =>
        setRefused(fieldRefusal({ ...error, field })),
      ),
  };
  const creator = useApi(createContent, handlers);
  const saver = useApi(saveContent, handlers);
  const save = { busy: creator.busy || saver.busy };
  // Back to the list once the guard below has seen the save (it would stop the move otherwise).
  useEffect(() => {
    if (saved) void navigate(href("/dashboard/admin/content"));
  }, [saved, navigate]);
  const dirty = !saved && JSON.stringify(values) !== JSON.stringify(initial);
  // Checked with the shared schema as the form stands; every field's first problem beside it.
  const [form, fields] = useForm({
    id: "content",
    lastResult: refused,
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: contentFormSchema, formatError: formatProblems }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === "success") send();
    },
  });
  const problems = fields as unknown as Record<string, { errors?: FieldProblem[] }>;
  const problemOf = (name: string) => problems[name]?.errors?.[0];
  const bodyProblem = problemOf("content");

  const set = <K extends keyof Values>(name: K, value: Values[K]) =>
    setValues((now) => {
      const next = { ...now, [name]: value };
      if (name === "title" && !slugTouched) next.slug = slugify(String(value));
      return next;
    });
  const field = (name: keyof Values & string, label: string) => ({
    id: `content-${name}`,
    name,
    label,
    value: String(values[name]),
    onChange: (value: string) => set(name, value as never),
    problem: problemOf(name),
  });

  const deferred = useDeferredValue(values);
  const report = useMemo(() => analyseContentForm(deferred), [deferred]);

  const send = () => {
    setRefused(undefined);
    // The form's text is sent as typed (the keywords as one line); the server's parse turns it
    // into what the contract's handler gets.
    const body = values as unknown as BodyOf<typeof saveContent>;
    if (item) saver.call({ params: { id: item.id }, body });
    else creator.call({ body });
  };

  return (
    <form {...getFormProps(form)} className="space-y-6" aria-labelledby="content-form-title">
      <LeaveGuard when={dirty} />
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={href("/dashboard/admin/content")}>{t("content.form.back")}</Link>
        </Button>
        <div className="ms-auto flex gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-pressed={preview}
            onClick={() => setPreview((on) => !on)}
          >
            {t("content.form.preview")}
          </Button>
          <Button type="submit" size="sm" disabled={save.busy}>
            {save.busy ? t("content.form.saving") : t("content.form.save")}
          </Button>
        </div>
      </div>
      <h1 id="content-form-title" className="font-bold text-2xl tracking-tight">
        {item ? t("content.form.editHeading") : t("content.form.createHeading")}
      </h1>
      {preview ? <ArticlePreview values={values} publishedAt={item?.publishedAt ?? null} /> : null}
      <div hidden={preview} className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-5">
          <AdminField {...field("title", t("content.form.title"))} />
          <AdminField
            {...field("slug", t("content.form.slug"))}
            onChange={(value) => {
              setSlugTouched(true);
              set("slug", value);
            }}
            hint={t("content.form.slugHint", { slug: values.slug || "…" })}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor="content-contentType">{t("content.form.contentType")}</Label>
              <select
                id="content-contentType"
                name="contentType"
                value={values.contentType}
                onChange={(event) => set("contentType", event.target.value as WebsiteContentType)}
                className={SELECT_CLASSES}
              >
                {WEBSITE_CONTENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`content.types.${type}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-2">
              <Label htmlFor="content-status">{t("content.form.status")}</Label>
              <select
                id="content-status"
                name="status"
                value={values.status}
                onChange={(event) => set("status", event.target.value)}
                className={SELECT_CLASSES}
              >
                {CONTENT_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`content.statuses.${status}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="featured"
              checked={values.featured}
              onChange={(event) => set("featured", event.target.checked)}
              className="size-4 accent-primary"
            />
            {t("content.form.featured")}
          </label>
          <AdminField {...field("excerpt", t("content.form.excerpt"))} multiline />
          <div className="space-y-2">
            <span id="content-body-label" className="font-medium text-sm">
              {t("content.form.body")}
            </span>
            <RichTextEditor
              id="content-body"
              name="content"
              labelledBy="content-body-label"
              initialHtml={values.content}
              onChange={(html) => set("content", html)}
            />
            {bodyProblem ? (
              <p id="content-body-error" className="text-destructive text-sm">
                {text(bodyProblem.message, {
                  ...bodyProblem.params,
                  field: t("content.form.body"),
                })}
              </p>
            ) : null}
          </div>
          <AdminField
            {...field("featuredImageUrl", t("content.form.featuredImageUrl"))}
            type="url"
            hint={t("content.form.featuredImageHint")}
          >
            {isHttpsUrl(values.featuredImageUrl) ? (
              <img
                src={values.featuredImageUrl}
                alt={t("content.form.imagePreview")}
                className="aspect-[40/21] w-full max-w-md rounded-md border object-cover"
              />
            ) : null}
          </AdminField>
          {values.contentType === "demo_video" ? (
            <AdminField
              {...field("videoUrl", t("content.form.videoUrl"))}
              type="url"
              hint={t("content.form.videoHint")}
            />
          ) : null}
          <AdminField
            {...field("metaTitle", t("content.form.metaTitle"))}
            counter={{ max: META_TITLE_MAX, aim: { min: TITLE_MIN_CHARS, max: TITLE_MAX_CHARS } }}
          />
          <AdminField
            {...field("metaDescription", t("content.form.metaDescription"))}
            multiline
            counter={{
              max: META_DESCRIPTION_MAX,
              aim: { min: META_MIN_CHARS + 1, max: META_MAX_CHARS },
            }}
          />
          <AdminField
            {...field("keywords", t("content.form.keywords"))}
            hint={t("content.form.keywordsHint")}
          />
        </div>
        <aside aria-label={t("content.analysis")} className="lg:sticky lg:top-4 lg:self-start">
          <AnalysisReport report={report} />
        </aside>
      </div>
    </form>
  );
}
