/**
 * Relative times ("5 minutes ago") through `Intl`, apart from format.ts so only the screens that
 * say them (the version history, loaded lazily) download them.
 */
const formats = new Map<string, Intl.RelativeTimeFormat>();

function cachedFormat(language: string, make: () => Intl.RelativeTimeFormat) {
  let format = formats.get(language);
  if (!format) {
    format = make();
    formats.set(language, format);
  }
  return format;
}

const RELATIVE_UNITS = [
  ["year", 365 * 24 * 60 * 60],
  ["month", 30 * 24 * 60 * 60],
  ["week", 7 * 24 * 60 * 60],
  ["day", 24 * 60 * 60],
  ["hour", 60 * 60],
  ["minute", 60],
  ["second", 1],
] as const;

/** How long ago (or ahead) a time is, in its largest unit, as the language says it ("5 minutes ago"). */
export function formatRelativeTime(language: string, date: Date | string, now: Date): string {
  const seconds =
    ((typeof date === "string" ? new Date(date) : date).getTime() - now.getTime()) / 1000;
  const [unit, size] = RELATIVE_UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? [
    "second",
    1,
  ];
  const format = cachedFormat(
    language,
    () => new Intl.RelativeTimeFormat(language, { numeric: "auto" }),
  );
  return format.format(Math.round(seconds / size), unit);
}
