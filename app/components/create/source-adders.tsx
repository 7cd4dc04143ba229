import { SOURCE_EXTENSIONS, SOURCE_MEDIA_TYPES } from "@domain/sources";
import { PlusIcon, UploadIcon } from "lucide-react";
import { type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { Textarea } from "~/components/ui/textarea";
import type { AddRequest } from "./use-sources";

// Loaded when its tab is opened (with the Library's first page).
const SourcePostPicker = lazy(() =>
  import("./source-post-picker").then((m) => ({ default: m.SourcePostPicker })),
);

/** What the file chooser offers: the accepted endings and media types (domain/sources.ts). */
export const SOURCE_ACCEPT = [
  ...Object.keys(SOURCE_EXTENSIONS).map((ending) => `.${ending}`),
  ...Object.keys(SOURCE_MEDIA_TYPES),
].join(",");

export type SourceAddersProps = {
  /** Adds one; resolves true when it was added (the inputs are then cleared). */
  onAdd: (request: AddRequest) => Promise<boolean>;
  busy: boolean;
};

/**
 * Enter in a one-line input adds the source instead of submitting the Create form around the
 * panel (these controls belong to no form of their own: forms cannot nest).
 */
function onEnter(run: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    run();
  };
}

/** The four ways to add a source (issue 27): a web address, a file, pasted text, a post. */
export function SourceAdders({ onAdd, busy }: SourceAddersProps) {
  const { t } = useTranslation("sources");
  const id = useId();
  const [url, setUrl] = useState("");
  const [text, setText] = useState("");
  const [title, setTitle] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const addUrl = async () => {
    if (busy) return;
    if (await onAdd({ kind: "url", url })) setUrl("");
  };
  const addText = async () => {
    if (busy) return;
    if (await onAdd({ kind: "text", text, title: title || undefined })) {
      setText("");
      setTitle("");
    }
  };
  const addFile = async () => {
    if (busy) return;
    const chosen = file ?? fileInput.current?.files?.[0] ?? null;
    // No file chosen: the shared check says so (an empty file reads as none).
    const request = chosen ?? new File([], "");
    if (await onAdd({ kind: "file", file: request })) {
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  return (
    <Tabs defaultValue="url" className="gap-3">
      <TabsList aria-label={t("panel.addLabel")} className="flex-wrap">
        <TabsTrigger value="url">{t("panel.tabs.url")}</TabsTrigger>
        <TabsTrigger value="file">{t("panel.tabs.file")}</TabsTrigger>
        <TabsTrigger value="text">{t("panel.tabs.text")}</TabsTrigger>
        <TabsTrigger value="post">{t("panel.tabs.post")}</TabsTrigger>
      </TabsList>
      <TabsContent value="url" className="grid gap-2">
        <Label htmlFor={`${id}-url`}>{t("panel.url.label")}</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            autoComplete="off"
            className="min-w-0 flex-1"
            placeholder={t("panel.url.placeholder")}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            onKeyDown={onEnter(() => void addUrl())}
          />
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void addUrl()}>
            <PlusIcon aria-hidden />
            {t("panel.url.add")}
          </Button>
        </div>
      </TabsContent>
      <TabsContent value="file" className="grid gap-2">
        <Label htmlFor={`${id}-file`}>{t("panel.file.label")}</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept={SOURCE_ACCEPT}
            aria-describedby={`${id}-file-hint`}
            className="min-w-0 flex-1"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void addFile()}>
            <UploadIcon aria-hidden />
            {t("panel.file.add")}
          </Button>
        </div>
        <p id={`${id}-file-hint`} className="text-muted-foreground text-xs">
          {t("panel.file.hint")}
        </p>
      </TabsContent>
      <TabsContent value="text" className="grid gap-2">
        <Label htmlFor={`${id}-text-title`}>{t("panel.text.titleLabel")}</Label>
        <Input
          id={`${id}-text-title`}
          autoComplete="off"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={onEnter(() => void addText())}
        />
        <Label htmlFor={`${id}-text`}>{t("panel.text.label")}</Label>
        <Textarea
          id={`${id}-text`}
          rows={5}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div>
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void addText()}>
            <PlusIcon aria-hidden />
            {t("panel.text.add")}
          </Button>
        </div>
      </TabsContent>
      <TabsContent value="post">
        <Suspense fallback={null}>
          <SourcePostPicker
            busy={busy}
            onPick={(postId) => void onAdd({ kind: "post", postId })}
            onEnter={onEnter}
          />
        </Suspense>
      </TabsContent>
    </Tabs>
  );
}
