import { PIECE_ACTIONS, type SelectionAction } from "@domain/ai-edits";
import { Sparkles } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { cn } from "~/lib/cn";
import { rove } from "../use-roving-focus";
import { AskDialog, type AskKind } from "./ask-dialog";
import type { AiEditAsk } from "./context";

const SIMPLE: readonly SelectionAction[] = ["rewrite", "shorten", "expand", "simplify", "grammar"];
/** The selection's actions that ask one more thing first (a dialog). */
const ASKING: readonly AskKind[] = ["tone", "translate", "custom"];

type Props = {
  /** Whether text is selected now (read when the menu opens). */
  hasSelection: () => boolean;
  disabled: boolean;
  allowance: { used: number; limit: number };
  /** The user's learned voices ("Match my voice"). */
  voices: readonly { id: string; name: string }[];
  /** The post's voice as the form shows it now ("" for none; read when the menu opens). */
  voiceOf: () => string;
  onAsk: (ask: AiEditAsk) => void;
};

/**
 * "AI edit" in the editor's toolbar: a menu of what the model may change, the selection's
 * actions first (only with text selected), then the whole piece's, then "Match my voice" (the
 * selection, or without one the paragraphs furthest from the post's voice); today's allowance
 * on top.
 */
export function AiMenu({ hasSelection, disabled, allowance, voices, voiceOf, onAsk }: Props) {
  const { t } = useTranslation(["edits", "create"]);
  const [selected, setSelected] = useState(false);
  const [voiceId, setVoiceId] = useState("");
  const voice = voices.find((v) => v.id === voiceId);
  const [asking, setAsking] = useState<AskKind | null>(null);
  const left = Math.max(allowance.limit - allowance.used, 0);
  // The toolbar's arrow keys move on from this button too (it is rendered through a portal).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const toolbar = event.currentTarget.closest<HTMLElement>("[role=toolbar]");
    if (toolbar && rove(toolbar, event.key)) event.preventDefault();
  };

  return (
    <>
      <DropdownMenu
        onOpenChange={(open) => {
          if (!open) return;
          setSelected(hasSelection());
          setVoiceId(voiceOf());
        }}
      >
        <DropdownMenuTrigger asChild disabled={disabled}>
          <button
            type="button"
            data-roving
            tabIndex={-1}
            onKeyDown={onKeyDown}
            onMouseDown={(event) => event.preventDefault()}
            className={cn(
              "inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-2 text-muted-foreground text-sm transition-colors",
              "hover:bg-accent hover:text-accent-foreground disabled:pointer-events-none disabled:opacity-40",
              "focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring",
            )}
          >
            <Sparkles aria-hidden className="size-4" />
            {t("menu.button")}
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-72">
          <DropdownMenuLabel className="font-normal text-muted-foreground text-xs">
            {t("menu.allowance", { left, limit: allowance.limit })} {t("menu.allowanceNote")}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuLabel>{t("menu.selection")}</DropdownMenuLabel>
          {selected ? null : (
            <p className="px-2 pb-1 text-muted-foreground text-xs">{t("menu.selectFirst")}</p>
          )}
          {SIMPLE.map((action) => (
            <DropdownMenuItem key={action} disabled={!selected} onSelect={() => onAsk({ action })}>
              {t(`menu.${action}`)}
            </DropdownMenuItem>
          ))}
          {ASKING.map((kind) => (
            <DropdownMenuItem key={kind} disabled={!selected} onSelect={() => setAsking(kind)}>
              {t(`menu.${kind}`)}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuLabel>{t("menu.piece")}</DropdownMenuLabel>
          {PIECE_ACTIONS.filter((action) => action !== "voice").map((action) => (
            <DropdownMenuItem key={action} onSelect={() => onAsk({ action })}>
              {t(`menu.${action}`)}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuLabel>{t("menu.voiceGroup")}</DropdownMenuLabel>
          <DropdownMenuItem
            disabled={!voice}
            aria-describedby="ai-menu-voice-hint"
            onSelect={() => voice && onAsk({ action: "voice", voiceId: voice.id })}
          >
            {t("menu.voice")}
          </DropdownMenuItem>
          <p id="ai-menu-voice-hint" className="px-2 pb-1 text-muted-foreground text-xs">
            {voices.length === 0
              ? t("menu.voiceNone")
              : !voice
                ? t("menu.voiceChoose")
                : t(selected ? "menu.voiceSelection" : "menu.voicePiece", { name: voice.name })}
          </p>
        </DropdownMenuContent>
      </DropdownMenu>
      <AskDialog
        kind={asking}
        onClose={() => setAsking(null)}
        onAsk={(ask) => {
          setAsking(null);
          onAsk(ask);
        }}
      />
    </>
  );
}
