import type { BulkCheckResponse } from "@domain/api/bulk";
import { checkBulk } from "@domain/api/bulk";
import { BULK_CSV_MAX_BYTES, BULK_NAME_MAX } from "@domain/bulk";
import { DownloadIcon, LoaderCircleIcon } from "lucide-react";
import { type ChangeEvent, type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { callApi } from "~/lib/use-api";
import { csvHref, templateCsv } from "./bulk-text";
import { useRefusal } from "./use-refusal";

/** Two example rows for the template, in the screen's language (a blog post, an e-mail). */
function templateExamples(
  t: (key: `sheet.${"exampleBlog" | "exampleEmail"}${"Topic" | "Keywords"}`) => string,
) {
  return [
    {
      topic: t("sheet.exampleBlogTopic"),
      contentType: "blog",
      keywords: t("sheet.exampleBlogKeywords"),
    },
    {
      topic: t("sheet.exampleEmailTopic"),
      contentType: "email",
      keywords: t("sheet.exampleEmailKeywords"),
    },
  ];
}

/** A spreadsheet as the screen sends it: its name and CSV text. */
export type Sheet = { name: string; csv: string };

export type SheetFormProps = {
  /** The columns the server reads, in template order (domain/bulk-sheet.ts). */
  columns: readonly string[];
  /** What the last check was given, to edit it again. */
  initial?: Sheet;
  onChecked: (sheet: Sheet, check: BulkCheckResponse) => void;
};

/**
 * Step 1 (issue 30): a spreadsheet uploaded (read here as text) or pasted, with its name, and a
 * template to start from; Check rows asks the server to check and price every row.
 */
export function SheetForm({ columns, initial, onChecked }: SheetFormProps) {
  const { t } = useTranslation("bulk");
  const refused = useRefusal();
  const id = useId();
  const [name, setName] = useState(initial?.name ?? "");
  const [csv, setCsv] = useState(initial?.csv ?? "");
  const [checking, setChecking] = useState(false);
  const [said, setSaid] = useState("");

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > BULK_CSV_MAX_BYTES) {
      setSaid(t("errors.tooLarge"));
      return;
    }
    const text = await file.text();
    setCsv(text);
    if (!name.trim()) setName(file.name.replace(/\.[^.]+$/, "").slice(0, BULK_NAME_MAX));
    setSaid(t("sheet.read", { file: file.name }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    const sheet = { name: name.trim(), csv };
    setChecking(true);
    setSaid(t("sheet.checking"));
    const answer = await callApi(checkBulk, { body: sheet });
    setChecking(false);
    setSaid("");
    if (answer.ok) onChecked(sheet, answer.value);
    else refused(answer.error);
  };

  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={`${id}-title`} className="text-lg">
            {t("sheet.title")}
          </h2>
        </CardTitle>
        <CardDescription>{t("sheet.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={(event) => void submit(event)} noValidate>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-name`}>{t("sheet.name")}</Label>
            <Input
              id={`${id}-name`}
              autoComplete="off"
              maxLength={BULK_NAME_MAX}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-file`}>{t("sheet.file")}</Label>
            <Input
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={`${id}-file-hint`}
              onChange={(event) => void readFile(event)}
            />
            <p id={`${id}-file-hint`} className="text-muted-foreground text-xs">
              {t("sheet.fileHint")}
            </p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-csv`}>{t("sheet.rows")}</Label>
            <Textarea
              id={`${id}-csv`}
              className="max-h-80 font-mono text-xs"
              rows={8}
              spellCheck={false}
              aria-describedby={`${id}-csv-hint`}
              value={csv}
              onChange={(event) => setCsv(event.target.value)}
            />
            <p id={`${id}-csv-hint`} className="text-muted-foreground text-xs">
              {t("sheet.rowsHint", { columns: columns.join(", ") })}
            </p>
          </div>
          <div className="min-h-5 text-sm" role="status" aria-live="polite">
            {said}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={checking}>
              {checking ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : null}
              {t("sheet.check")}
            </Button>
            <a
              href={csvHref(templateCsv(columns, templateExamples(t)))}
              download={t("sheet.templateFile")}
              className="inline-flex items-center gap-1 text-sm underline underline-offset-4"
            >
              <DownloadIcon aria-hidden className="size-4" />
              {t("sheet.template")}
            </a>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
