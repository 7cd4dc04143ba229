import type { Publication, PublishingMessage } from "@domain/publishing";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { BadgeProps } from "~/components/ui/badge";
import { useMessageText } from "~/lib/use-message-text";

/** Statuses whose publication is still moving: the lists ask again while one is shown. */
const MOVING = new Set(["queued", "publishing", "retrying"]);

/** True while a publication will change soon (in flight, or a schedule whose time has come). */
export function isMoving(publication: Publication, now = Date.now()): boolean {
  if (MOVING.has(publication.status)) return true;
  return (
    publication.status === "scheduled" &&
    publication.scheduledFor !== null &&
    new Date(publication.scheduledFor).getTime() <= now + 5_000
  );
}

const VARIANTS: Record<Publication["status"], BadgeProps["variant"]> = {
  scheduled: "secondary",
  queued: "outline",
  publishing: "outline",
  retrying: "warning",
  published: "success",
  failed: "destructive",
  cancelled: "outline",
};

/** The texts the Publishing screen, the Publish dialog and the "Published on" panel share. */
export function usePublishingText() {
  const { t, i18n } = useTranslation("publishing");
  const { text } = useMessageText();
  const language = i18n.language;
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
    return {
      t,
      language,
      /** A date and time in the reader's zone (these lists load in the browser only). */
      when: (iso: string) => dateTime.format(new Date(iso)),
      /** A message the server stored (a key with its parameters). */
      message: (m: PublishingMessage) => text(m.key, m.params),
      statusLabel: (p: Publication) =>
        p.status === "published" && p.remoteStatus === "draft"
          ? t("status.publishedDraft")
          : t(`status.${p.status}`),
      statusVariant: (p: Publication) => VARIANTS[p.status],
    };
  }, [t, text, language]);
}

/**
 * A `datetime-local` value (the reader's wall clock) as an ISO date-time with its offset, as the
 * server's schema asks: "2026-11-28T14:30:00+01:00".
 */
export function localToIso(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? "+" : "-";
  const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, "0");
  return `${value.length === 16 ? `${value}:00` : value}${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/** A `datetime-local` value `minutes` from now, in the reader's zone. */
export function localInputValue(minutes: number, from = new Date()): string {
  const date = new Date(from.getTime() + minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
