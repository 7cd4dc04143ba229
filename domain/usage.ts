/** The usage month key: the calendar month in UTC as YYYY-MM (decisions: "Plans and quotas"). */
export function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

export const MONTH_KEY_PATTERN = "^[0-9]{4}-(0[1-9]|1[0-2])$";
