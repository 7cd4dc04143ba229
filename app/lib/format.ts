/**
 * Numbers, money and dates as each language writes them, through `Intl` (issue 18): never built
 * from strings. Formatters are costly to build, so one per language and options is kept.
 */

/** The currency of the plan catalogue's prices (domain/plans: cents of US dollars). */
export const PRICE_CURRENCY = "USD";

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function formatNumber(
  language: string,
  value: number,
  options: Intl.NumberFormatOptions = {},
): string {
  const key = `${language}|${JSON.stringify(options)}`;
  return cached(numberFormats, key, () => new Intl.NumberFormat(language, options)).format(value);
}

/** A price in cents as the language writes money: "$10" in English, "10 $US" in French. */
export function formatPrice(language: string, cents: number): string {
  return formatNumber(language, cents / 100, {
    style: "currency",
    currency: PRICE_CURRENCY,
    trailingZeroDisplay: "stripIfInteger",
  });
}

export function formatDate(
  language: string,
  date: Date | string,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium" },
): string {
  const key = `${language}|${JSON.stringify(options)}`;
  const format = cached(dateFormats, key, () => new Intl.DateTimeFormat(language, options));
  return format.format(typeof date === "string" ? new Date(date) : date);
}

/** The year alone, as the language writes it ("2026", "2026年"). */
export function formatYear(language: string, date: Date): string {
  return formatDate(language, date, { year: "numeric", timeZone: "UTC" });
}

const DURATION_UNITS = [
  ["year", 365 * 24 * 60 * 60],
  ["day", 24 * 60 * 60],
  ["hour", 60 * 60],
  ["minute", 60],
] as const;

/** A lifetime in seconds in the largest whole unit, as the language writes it ("30 days", "30 días"). */
export function formatDuration(language: string, seconds: number): string {
  const [unit, size] = DURATION_UNITS.find(([, size]) => seconds % size === 0) ?? ["second", 1];
  return formatNumber(language, seconds / size, { style: "unit", unit, unitDisplay: "long" });
}
