import { PUBLICATION_STATUSES, PUBLISHING_MESSAGES, type Publication } from "@domain/publishing";
import { describe, expect, it } from "vitest";
import en from "~/i18n/locales/en/publishing.json";
import { isMoving, localInputValue, localToIso } from "./publishing-text";

const publication = (over: Partial<Publication>): Publication => ({
  id: "00000000-0000-4000-8000-000000000001",
  postId: "00000000-0000-4000-8000-000000000002",
  postTitle: "A post",
  connectionId: "00000000-0000-4000-8000-000000000003",
  connectionName: "Blog",
  platform: "wordpress",
  mode: "publish",
  status: "published",
  scheduledFor: null,
  remoteId: null,
  remoteUrl: null,
  remoteStatus: null,
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
  notes: [],
  publishedAt: null,
  updatedAt: "2026-11-28T10:00:00.000Z",
  ...over,
});

describe("the publishing lists' helpers", () => {
  it("sends the reader's wall clock as an ISO date-time with its offset, the same instant", () => {
    const value = "2026-11-28T14:30";
    const iso = localToIso(value);
    expect(iso).toMatch(/^2026-11-28T14:30:00[+-]\d\d:\d\d$/);
    expect(new Date(iso).getTime()).toBe(new Date(value).getTime());
    expect(localToIso("2026-11-28T14:30:15")).toMatch(/^2026-11-28T14:30:15[+-]\d\d:\d\d$/);
  });

  it("fills the schedule field in the reader's time, minutes ahead", () => {
    const from = new Date(2026, 10, 28, 9, 5);
    expect(localInputValue(60, from)).toBe("2026-11-28T10:05");
  });

  it("reads a list again while a publication is in flight or its schedule is due", () => {
    const now = Date.parse("2026-11-28T10:00:00Z");
    for (const status of ["queued", "publishing", "retrying"] as const)
      expect(isMoving(publication({ status }), now)).toBe(true);
    for (const status of ["published", "failed", "cancelled"] as const)
      expect(isMoving(publication({ status }), now)).toBe(false);
    const at = (iso: string) => publication({ status: "scheduled", scheduledFor: iso });
    expect(isMoving(at("2026-11-28T10:00:03Z"), now)).toBe(true);
    expect(isMoving(at("2026-11-28T11:00:00Z"), now)).toBe(false);
  });

  it("has a label for every status and a text for every message key", () => {
    for (const status of PUBLICATION_STATUSES) expect(en.status[status]).toBeTruthy();
    const leaves = en as unknown as Record<string, Record<string, string>>;
    for (const key of Object.values(PUBLISHING_MESSAGES)) {
      const [group, name] = key.replace("publishing:", "").split(".") as [string, string];
      const texts = leaves[group] ?? {};
      expect(texts[name] ?? texts[`${name}_other`], key).toBeTruthy();
    }
  });
});
