import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { i18nOptions } from "~/i18n/options";
import { valueFormatter } from "~/i18n/value-formatter";
import { formatDate, formatDuration, formatNumber, formatPrice, formatYear } from "./format";
import { formatRelativeTime } from "./format-relative";

// Intl separates some parts with narrow or plain no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("locale formatting", () => {
  it("writes numbers with each language's separators", () => {
    expect(formatNumber("en", 12345.5)).toBe("12,345.5");
    expect(formatNumber("de", 12345.5)).toBe("12.345,5");
    expect(plain(formatNumber("fr", 12345.5))).toBe("12 345,5");
  });

  it("writes prices in US dollars the language's way, cents only when there are any", () => {
    expect(formatPrice("en", 1000)).toBe("$10");
    expect(formatPrice("en", 9950)).toBe("$99.50");
    expect(plain(formatPrice("fr", 1000))).toBe("10 $US");
    expect(plain(formatPrice("de", 9950))).toBe("99,50 $");
    expect(plain(formatPrice("pt", 1000))).toBe("US$ 10");
  });

  it("writes dates and years in the language", () => {
    const date = new Date("2026-03-05T12:00:00Z");
    expect(formatDate("en", date, { dateStyle: "long", timeZone: "UTC" })).toBe("March 5, 2026");
    expect(formatDate("de", date.toISOString(), { dateStyle: "long", timeZone: "UTC" })).toBe(
      "5. März 2026",
    );
    expect(formatDate("ja", date, { dateStyle: "long", timeZone: "UTC" })).toBe("2026年3月5日");
    expect(formatYear("en", date)).toBe("2026");
    expect(formatYear("zh", date)).toBe("2026年");
  });
});

describe("values inside translated texts", () => {
  const i18n = createInstance().use(valueFormatter);
  i18n.init({
    ...i18nOptions,
    ns: ["t"],
    defaultNS: "t",
    initAsync: false,
    resources: {
      en: { t: { left_one: "{{count}} left", left_other: "{{count}} left", name: "Hi {{name}}" } },
      de: { t: { left_one: "{{count}} übrig", left_other: "{{count}} übrig" } },
      ar: { t: { mail: "أرسلنا رمزًا إلى {{email}}." } },
    },
  });
  const t = i18n.t as unknown as (key: string, options: object) => string;

  it("are formatted for the text's language while the plural form still reads the count", () => {
    expect(t("left", { count: 2500, lng: "en" })).toBe("2,500 left");
    expect(t("left", { count: 2500, lng: "de" })).toBe("2.500 übrig");
    expect(t("left", { count: 1, lng: "de" })).toBe("1 übrig");
  });

  it("leave strings alone in left-to-right languages", () => {
    expect(t("name", { name: "4242424242424242", lng: "en" })).toBe("Hi 4242424242424242");
  });

  it("are isolated from the surrounding Arabic so an address keeps its order", () => {
    expect(t("mail", { email: "user@example.com", lng: "ar" })).toBe(
      "أرسلنا رمزًا إلى \u2068user@example.com\u2069.",
    );
  });
});

describe("cookie lifetimes", () => {
  it("are written in the largest whole unit, in the reader's language", () => {
    expect(formatDuration("en", 30 * 24 * 60 * 60)).toBe("30 days");
    expect(formatDuration("en", 365 * 24 * 60 * 60)).toBe("1 year");
    expect(formatDuration("en", 600)).toBe("10 minutes");
    expect(formatDuration("en", 90)).toBe("90 seconds");
    expect(formatDuration("es", 7 * 24 * 60 * 60)).toBe("7 días");
    expect(formatDuration("de", 60 * 60)).toBe("1 Stunde");
  });
});

describe("relative times", () => {
  it("say how long ago in the largest unit, in the reader's language", () => {
    const now = new Date("2026-05-10T12:00:00Z");
    expect(formatRelativeTime("en", "2026-05-10T11:55:00Z", now)).toBe("5 minutes ago");
    expect(formatRelativeTime("en", "2026-05-09T12:00:00Z", now)).toBe("yesterday");
    expect(formatRelativeTime("en", now, now)).toBe("now");
    expect(formatRelativeTime("fr", "2026-05-10T10:00:00Z", now)).toBe("il y a 2 heures");
  });
});
