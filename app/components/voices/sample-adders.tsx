import { SOURCE_EXTENSIONS, SOURCE_MEDIA_TYPES } from "@domain/sources";
import { PlusIcon, UploadIcon } from "lucide-react";
import { type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { Textarea } from "~/components/ui/textarea";
import type { SampleRequest } from "./use-samples";

// Loaded when its tab is opened (with the Library's first page).
const SamplePostPicker = lazy(() =>
  import("./sample-post-picker").then((m) => ({ default: m.SamplePostPicker })),
);

/** What the file chooser offers: the endings and media types a sample file may have. */
const SAMPLE_ACCEPT = [
  ...Object.keys(SOURCE_EXTENSIONS).map((ending) => `.${ending}`),
  ...Object.keys(SOURCE_MEDIA_TYPES),
].join(",");

export type SampleAddersProps = {
  /** Adds one; resolves true when it was added (the inputs are then cleared). */
  onAdd: (request: SampleRequest) => Promise<boolean>;
  busy: boolean;
  /** The library posts already added. */
  chosenPosts: readonly string[];
};

/** Enter in a one-line input adds the sample instead of submitting the form around it. */
function onEnter(run: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    run();
  };
}

/** The four ways to add a sample (issue 29): pasted text, a file, a web address, a post. */
export function SampleAdders({ onAdd, busy, chosenPosts }: SampleAddersProps) {
  const { t } = useTranslation("voices");
  const id = useId();
  const [url, setUrl] = useState("");
  const [text, setText] = useState("");
  const [title, setTitle] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const addText = async () => {
    if (busy) return;
    if (await onAdd({ kind: "text", title, text })) {
      setText("");
      setTitle("");
    }
  };
  const addUrl = async () => {
    if (busy) return;
    if (await onAdd({ kind: "url", url })) setUrl("");
  };
  const addFile = async () => {
    if (busy) return;
    const chosen = file ?? fileInput.current?.files?.[0] ?? null;
    // No file chosen: the server's check says so (an empty file reads as none).
    if (await onAdd({ kind: "file", file: chosen ?? new File([], "") })) {
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  return (
    <Tabs defaultValue="text" className="gap-3">
      <TabsList aria-label={t("new.addLabel")} className="flex-wrap">
        <TabsTrigger value="text">{t("new.tabs.text")}</TabsTrigger>
        <TabsTrigger value="file">{t("new.tabs.file")}</TabsTrigger>
        <TabsTrigger value="url">{t("new.tabs.url")}</TabsTrigger>
        <TabsTrigger value="post">{t("new.tabs.post")}</TabsTrigger>
      </TabsList>
      <TabsContent value="text" className="grid gap-2">
        <Label htmlFor={`${id}-text-title`}>{t("new.text.titleLabel")}</Label>
        <Input
          id={`${id}-text-title`}
          autoComplete="off"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={onEnter(() => void addText())}
        />
        <Label htmlFor={`${id}-text`}>{t("new.text.label")}</Label>
        <Textarea
          id={`${id}-text`}
          rows={6}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div>
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void addText()}>
            <PlusIcon aria-hidden />
            {t("new.text.add")}
          </Button>
        </div>
      </TabsContent>
      <TabsContent value="file" className="grid gap-2">
        <Label htmlFor={`${id}-file`}>{t("new.file.label")}</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept={SAMPLE_ACCEPT}
            aria-describedby={`${id}-file-hint`}
            className="min-w-0 flex-1"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void addFile()}>
            <UploadIcon aria-hidden />
            {t("new.file.add")}
          </Button>
        </div>
        <p id={`${id}-file-hint`} className="text-muted-foreground text-xs">
          {t("new.file.hint")}
        </p>
      </TabsContent>
      <TabsContent value="url" className="grid gap-2">
        <Label htmlFor={`${id}-url`}>{t("new.url.label")}</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            autoComplete="off"
            className="min-w-0 flex-1"
            placeholder={t("new.url.placeholder")}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            onKeyDown={onEnter(() => void addUrl())}
          />
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void addUrl()}>
            <PlusIcon aria-hidden />
            {t("new.url.add")}
          </Button>
        </div>
      </TabsContent>
      <TabsContent value="post">
        <Suspense fallback={null}>
          <SamplePostPicker
            busy={busy}
            chosen={chosenPosts}
            onPick={(post) => void onAdd({ kind: "post", ...post })}
            onEnter={onEnter}
          />
        </Suspense>
      </TabsContent>
    </Tabs>
  );
}
