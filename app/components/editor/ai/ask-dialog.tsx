import { EDIT_TONES, MAX_INSTRUCTION_LENGTH } from "@domain/ai-edits";
import { LANGUAGES } from "@domain/languages";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import type { AiEditAsk } from "./context";

/** The selection's actions that need one more answer: a tone, a language, an instruction. */
export type AskKind = "tone" | "translate" | "custom";

type Props = { kind: AskKind | null; onClose: () => void; onAsk: (ask: AiEditAsk) => void };

const SELECT =
  "h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring";

/**
 * "Change tone…", "Translate into…" and "Custom instruction…": a small dialog for the one thing
 * the action needs (the Create form's tones, the nine languages, the writer's own words).
 */
export function AskDialog({ kind, onClose, onAsk }: Props) {
  const { t } = useTranslation(["edits", "create"]);
  const id = useId();
  const [instruction, setInstruction] = useState("");
  const [tone, setTone] = useState(EDIT_TONES[0] ?? "");
  const [language, setLanguage] = useState<string>(LANGUAGES[0].code);
  const ready = kind !== "custom" || instruction.trim() !== "";
  // Not a nested <form>: the dialog is portalled but its React parent is the post's form.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!kind || !ready) return;
    if (kind === "custom") onAsk({ action: "custom", instruction: instruction.trim() });
    else if (kind === "tone") onAsk({ action: "tone", tone });
    else onAsk({ action: "translate", language: language as AiEditAsk["language"] });
    setInstruction("");
  };

  return (
    <Dialog open={kind !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{kind ? t(`ask.${kind}.title`) : null}</DialogTitle>
          <DialogDescription>{kind ? t(`ask.${kind}.description`) : null}</DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor={id}>{kind ? t(`ask.${kind}.label`) : null}</Label>
          {kind === "custom" ? (
            <Textarea
              id={id}
              value={instruction}
              maxLength={MAX_INSTRUCTION_LENGTH}
              onChange={(event) => setInstruction(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) submit(event);
              }}
            />
          ) : kind === "tone" ? (
            <select
              id={id}
              className={SELECT}
              value={tone}
              onChange={(e) => setTone(e.target.value)}
            >
              {EDIT_TONES.map((value) => (
                <option key={value} value={value}>
                  {t(`create:options.tone.${value}` as never, { defaultValue: value })}
                </option>
              ))}
            </select>
          ) : (
            <select
              id={id}
              className={SELECT}
              value={language}
              onChange={(e) => setLanguage(e.target.value)}
            >
              {LANGUAGES.map(({ code, name }) => (
                <option key={code} value={code} lang={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t("ask.cancel")}
          </Button>
          <Button type="button" disabled={!ready} onClick={submit}>
            {t("ask.submit")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
