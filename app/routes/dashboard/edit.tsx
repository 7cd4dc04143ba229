import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { lengthRulesOf } from "@domain/analysis/language-rules";
import { APP_NAME } from "@domain/app";
import { sanitizeHtml } from "@domain/html/sanitize";
import { formatKeywords } from "@domain/keywords";
import { DEFAULT_LANGUAGE, isLanguage } from "@domain/languages";
import { NO_VOICE, type PostEditForm, type PostEditInput, postEditSchema } from "@domain/post-edit";
import { requireUser } from "@server/auth";
import { editAllowance, pendingEditsOf } from "@server/edits";
import { formFailure, formReply, pageRoute, readForm } from "@server/http";
import { analysisLanguage, getPost } from "@server/library";
import { latestBriefOf } from "@server/research";
import { listSources, toSourceSummary } from "@server/sources";
import type { Editor } from "@tiptap/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, href, Link, redirect, useNavigation } from "react-router";
import { tabHref } from "~/components/dashboard/tabs";
import { type AiEditsApi, AiEditsContext } from "~/components/editor/ai/context";
import type { PendingEdit } from "~/components/editor/ai/job";
import { EditField } from "~/components/editor/edit-field";
import { LazyRichTextEditor } from "~/components/editor/lazy-rich-text-editor";
import { LeaveGuard } from "~/components/editor/leave-guard";
import { VOICE_FIELD, VoiceField } from "~/components/editor/voice-field";
import { RouteErrorBoundary } from "~/components/errors/route-error-boundary";
import { PostNotFound } from "~/components/post-view/post-not-found";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toaster";
import { flashToast } from "~/lib/toast.server";
import type { Route } from "./+types/edit";
import { editorVoices, saveEdit } from "./edit.server";

/**
 * The Evidence panel and Check facts (its job, contracts and pricing) load after the editor, so
 * the route's own download stays within its budget (tests/e2e/server/workspace-bundle.spec.ts).
 */
const FactCheckButton = lazy(() =>
  import("~/components/editor/fact-check").then((m) => ({ default: m.FactCheckButton })),
);
const EvidencePanel = lazy(() =>
  import("~/components/post-view/evidence-panel").then((m) => ({ default: m.EvidencePanel })),
);
const EditorBrief = lazy(() => import("~/components/editor/editor-brief"));
/** The draft's report with its Fix buttons (issue 28), loaded after the editor as well. */
const ReportPanel = lazy(() => import("~/components/editor/report/report-panel"));
/** The AI edits (issue 28): their menu, run and review load once the editor is there. */
const AiEdits = lazy(() => import("~/components/editor/ai/ai-edits"));
/** The version history (issue 28) with its compare and restore dialogs, loaded the same way. */
const HistoryPanel = lazy(() => import("~/components/history/history-panel"));
/** Internal link suggestions (issue 31), loaded the same way. */
const LinksPanel = lazy(() => import("~/components/links/links-panel"));
/** The preview and its sanitiser (DOMPurify) load when the writer first asks for it (issue 32). */
const ContentPreview = lazy(() =>
  import("~/components/editor/content-preview").then((m) => ({ default: m.ContentPreview })),
);

/** Signed-in users only: one of their own posts, ready to edit (another user's id is "not found"). */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  const post = await getPost(user, args.params.id);
  const [brief, sources, allowance, pending, voices] = await Promise.all([
    latestBriefOf(user, post.id),
    post.sourceIds.length > 0 ? listSources(user) : [],
    editAllowance(user),
    pendingEditsOf(user, post.id),
    editorVoices(user, post.voiceId),
  ]);
  const meta = lengthRulesOf(analysisLanguage(post.language)).meta;
  return {
    // The meta description lengths the report rates good (its hint under the field).
    metaRange: { min: meta.min + 1, max: meta.max },
    // The brief the piece was planned from, and the piece's sources that are still kept.
    brief,
    // Today's AI edits and the plan's allowance, and the edits that finished unreviewed.
    aiEdits: {
      allowance,
      pending: pending.filter((edit): edit is PendingEdit => edit.result !== null),
    },
    sources: sources.filter((s) => post.sourceIds.includes(s.id)).map(toSourceSummary),
    // The user's learned voices (the Voice select, "Match my voice").
    voices: voices.voices,
    post: {
      id: post.id,
      title: post.title,
      topic: post.topic ?? "",
      description: post.description ?? "",
      keywords: formatKeywords(post.keywords),
      tone: post.tone ?? "",
      audience: post.audience ?? "",
      metaDescription: post.metaDescription ?? "",
      voiceId: voices.voiceId || NO_VOICE,
      content: sanitizeHtml(post.content),
      wordCount: post.wordCount,
      version: post.updatedAt.toISOString(),
      sourceIds: post.sourceIds,
      citations: post.citations,
      evidence: post.evidence,
      language: isLanguage(post.language) ? post.language : DEFAULT_LANGUAGE,
    },
  };
});

/** Signed-in users only: saves their own post, then shows it; a failure keeps the edits on screen. */
export const action = pageRoute(async (args: Route.ActionArgs) => {
  const user = requireUser(args);
  const formData = await readForm(args.request);
  const submission = parseWithZod(formData, { schema: postEditSchema });
  if (submission.status !== "success") return formReply(submission);
  try {
    const saved = await saveEdit(user, args.params.id, submission.value);
    return redirect(href("/dashboard/view/:id", { id: saved.id }), {
      headers: {
        "Set-Cookie": flashToast({
          kind: "success",
          title: "editor:saved.title",
          description: "editor:saved.description",
        }),
      },
    });
  } catch (error) {
    // "Save Failed" keeps the edits on screen; a stale version says the post changed elsewhere
    // (its message key, editor:saveFailed.changed).
    return formFailure(submission, error, args.context);
  }
});

const CONTENT_ID = "post-content";
const POST_CHANGED = "editor:saveFailed.changed";
const TEXT_FIELDS = [
  "title",
  "topic",
  "description",
  "keywords",
  "tone",
  "audience",
  "metaDescription",
  VOICE_FIELD,
] as const;

/** Whether any text field now differs from the loaded post (the body is tracked by the editor). */
function fieldsDiffer(form: HTMLFormElement, post: Record<(typeof TEXT_FIELDS)[number], string>) {
  const values = new FormData(form);
  // A field the form does not show (the Voice select without voices) is as loaded.
  return TEXT_FIELDS.some((name) => (values.get(name) ?? post[name]) !== post[name]);
}

/** The fields the report reads, as the form has them now. */
function reportFields(form: HTMLFormElement) {
  const values = new FormData(form);
  const text = (name: string) => String(values.get(name) ?? "");
  return {
    title: text("title"),
    keywords: text("keywords"),
    metaDescription: text("metaDescription"),
    voiceId: text(VOICE_FIELD),
  };
}

/**
 * A restored version changes the post's updated_at: the form starts again from the restored
 * post (its body, fields and `version`), so the next save is not refused as stale.
 */
export default function EditPost(props: Route.ComponentProps) {
  return <EditForm key={props.loaderData.post.version} {...props} />;
}

function EditForm({ loaderData, actionData }: Route.ComponentProps) {
  const { post, brief, sources, metaRange, voices } = loaderData;
  const { t, i18n } = useTranslation(["editor", "analysis"]);
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const [html, setHtml] = useState(post.content);
  const [bodyEdited, setBodyEdited] = useState(false);
  const [fieldsEdited, setFieldsEdited] = useState(false);
  const [preview, setPreview] = useState(false);
  const [reported, setReported] = useState(() => ({
    title: post.title,
    keywords: post.keywords,
    metaDescription: post.metaDescription,
    voiceId: post.voiceId,
  }));
  const [editor, setEditor] = useState<Editor | null>(null);
  const [ai, setAi] = useState<AiEditsApi | null>(null);
  const [form, fields] = useForm<PostEditForm, PostEditInput>({
    id: `edit-${post.id}`,
    lastResult: actionData,
    defaultValue: {
      title: post.title,
      topic: post.topic,
      description: post.description,
      keywords: post.keywords,
      tone: post.tone,
      audience: post.audience,
      metaDescription: post.metaDescription,
      content: post.content,
      version: post.version,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: postEditSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  useEffect(() => {
    // Any refusal is "Save Failed"; only a post changed elsewhere says more than the general words.
    if (actionData?.status === "error") {
      const changed = actionData.error?.[""]?.includes(POST_CHANGED);
      toast.error(t("saveFailed.title"), {
        description: t(changed ? "saveFailed.changed" : "saveFailed.description"),
      });
    }
  }, [actionData, t]);

  // An AI edit running or waiting for review is unsaved work as well.
  const dirty = (fieldsEdited || bodyEdited || Boolean(ai?.busy)) && !saving;
  const hasSources = post.sourceIds.length > 0 || post.citations.length > 0;

  return (
    <AiEditsContext.Provider value={ai}>
      <Form
        method="post"
        {...getFormProps(form)}
        onChange={(event) => {
          setFieldsEdited(fieldsDiffer(event.currentTarget, post));
          setReported(reportFields(event.currentTarget));
        }}
        className="space-y-6"
      >
        <input type="hidden" name="version" value={post.version} />
        <LeaveGuard when={dirty} />
        <div className="flex flex-wrap items-center gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={tabHref("library")}>{t("back")}</Link>
          </Button>
          <div className="ms-auto flex gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-pressed={preview}
              aria-controls={preview ? `${CONTENT_ID}-preview` : CONTENT_ID}
              onClick={() => setPreview((on) => !on)}
            >
              {t("preview")}
            </Button>
            <Button type="submit" size="sm" disabled={saving}>
              {saving ? t("saving") : t("save")}
            </Button>
          </div>
        </div>
        <h1 className="font-bold text-3xl tracking-tight">{t("heading")}</h1>
        <div className="grid gap-5 sm:grid-cols-2">
          <EditField field={fields.title} label={t("fields.title")} className="sm:col-span-2" />
          <EditField field={fields.topic} label={t("fields.topic")} />
          <EditField
            field={fields.keywords}
            label={t("fields.keywords")}
            hint={t("fields.keywordsHint")}
          />
          <EditField field={fields.tone} label={t("fields.tone")} />
          <EditField field={fields.audience} label={t("fields.audience")} />
          <VoiceField voices={voices} defaultValue={post.voiceId} className="sm:col-span-2" />
          <EditField
            field={fields.description}
            label={t("fields.description")}
            multiline
            className="sm:col-span-2"
          />
          <EditField
            field={fields.metaDescription}
            label={t("analysis:fixes.meta.label")}
            hint={t("analysis:fixes.meta.hint", {
              // Counted as the report counts it: characters (code points) of the trimmed text.
              length: [...reported.metaDescription.trim()].length,
              ...metaRange,
            })}
            multiline
            className="sm:col-span-2"
          />
          {/* Where the AI's meta description suggestion shows (editor/ai/ai-edits.tsx FIELD_SLOT). */}
          <div id="meta-description-ai" className="empty:hidden sm:col-span-2" />
          <div className="space-y-2">
            <Label htmlFor="post-word-count">{t("fields.wordCount")}</Label>
            <Input
              id="post-word-count"
              readOnly
              value={t("fields.wordCountValue", { count: post.wordCount })}
              aria-describedby="post-word-count-hint"
            />
            <p id="post-word-count-hint" className="text-muted-foreground text-xs">
              {t("fields.wordCountHint")}
            </p>
          </div>
        </div>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="space-y-2">
            <span id={`${CONTENT_ID}-label`} className="font-medium text-sm">
              {t("fields.content")}
            </span>
            <LazyRichTextEditor
              id={CONTENT_ID}
              name={fields.content.name}
              labelledBy={`${CONTENT_ID}-label`}
              initialHtml={post.content}
              hidden={preview}
              claims={post.evidence?.claims}
              onEditor={setEditor}
              onChange={(next, edited) => {
                setHtml(next);
                setBodyEdited(edited);
              }}
            />
            {preview ? (
              <Suspense fallback={null}>
                <ContentPreview id={`${CONTENT_ID}-preview`} html={html} />
              </Suspense>
            ) : null}
            {fields.content.errors?.length ? (
              <p id={fields.content.errorId} className="text-destructive text-sm">
                {fields.content.errors
                  .map((key) => t(key as never, { defaultValue: t("errors.invalid") }))
                  .join(" ")}
              </p>
            ) : null}
          </div>
          <div className="space-y-6">
            <Suspense fallback={null}>
              <ReportPanel className="h-fit" postId={post.id} html={html} {...reported} />
              <EvidencePanel
                className="h-fit"
                evidence={post.evidence}
                citations={post.citations}
                hasSources={hasSources}
                showSources
                action={
                  <FactCheckButton postId={post.id} hasSources={hasSources} unsaved={bodyEdited} />
                }
              />
              {brief ? (
                <EditorBrief brief={brief} sources={sources} html={html} language={post.language} />
              ) : null}
              <LinksPanel postId={post.id} version={post.version} editor={editor} />
              <HistoryPanel postId={post.id} version={post.version} language={i18n.language} />
            </Suspense>
          </div>
        </div>
        {editor ? (
          <Suspense fallback={null}>
            <AiEdits editor={editor} onApi={setAi} />
          </Suspense>
        ) : null}
      </Form>
    </AiEditsContext.Provider>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary inline notFound={PostNotFound} />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.post.title ?? "Post"} · ${APP_NAME}` },
    { name: "robots", content: "noindex" },
  ];
}
