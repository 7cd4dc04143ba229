// How a model download's progress reads in the terminal, the log and the dashboard banner.

export type DownloadProgress = {
  received: number;
  total: number | undefined;
  bytesPerSecond: number;
};

/** 1536 → "1.5 KB"; decimal units, as download sizes are usually quoted. */
export function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(value >= 100 ? 0 : 1)} ${units[unit]}`;
}

/** Seconds left at the current speed, or undefined while the speed or size is unknown. */
export function secondsLeft({ received, total, bytesPerSecond }: DownloadProgress) {
  if (!total || bytesPerSecond <= 0) return undefined;
  return Math.max(0, Math.ceil((total - received) / bytesPerSecond));
}

/** 45 → "45 s", 190 → "3 min 10 s", 7300 → "2 h 2 min". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min${seconds % 60 ? ` ${seconds % 60} s` : ""}`;
  return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ""}`;
}

/** One line of progress: bar, percent, bytes, speed and time left (bar and percent only when the size is known). */
export function formatProgress(progress: DownloadProgress, width = 30): string {
  const { received, total, bytesPerSecond } = progress;
  const speed = `${formatBytes(Math.round(bytesPerSecond))}/s`;
  if (!total) return `${formatBytes(received)}  ${speed}`;
  const ratio = Math.min(1, received / total);
  const filled = Math.round(ratio * width);
  const bar = `[${"#".repeat(filled)}${"-".repeat(width - filled)}]`;
  const percent = `${(ratio * 100).toFixed(1)}%`.padStart(6);
  const left = secondsLeft(progress);
  const eta = left === undefined || ratio >= 1 ? "" : `  ${formatDuration(left)} left`;
  return `${bar} ${percent}  ${formatBytes(received)} / ${formatBytes(total)}  ${speed}${eta}`;
}
