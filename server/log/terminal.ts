/**
 * A terminal with one status line kept at the bottom (the model download's progress): log lines
 * are written above it and it is redrawn after each. On anything but a terminal the status line
 * is not drawn (log collectors get the progress as log lines instead).
 */
export type Terminal = {
  readonly interactive: boolean;
  /** Writes text (whole lines) above the status line. */
  write(text: string): void;
  /** Replaces the status line; undefined removes it. */
  status(line: string | undefined): void;
};

type Output = Pick<NodeJS.WriteStream, "write"> & { isTTY?: boolean; columns?: number };

export function createTerminal(output: Output = process.stdout): Terminal {
  const interactive = Boolean(output.isTTY);
  let current: string | undefined;
  // A line wider than the terminal wraps, and "\r" would then redraw only its last row.
  const clip = (line: string) => line.slice(0, Math.max(20, (output.columns || 100) - 1));
  const clear = () => {
    if (current !== undefined) output.write("\r\x1b[2K");
  };
  const draw = () => {
    if (current !== undefined) output.write(clip(current));
  };
  return {
    interactive,
    write(text) {
      clear();
      output.write(text);
      draw();
    },
    status(line) {
      if (!interactive) return;
      clear();
      current = line;
      draw();
    },
  };
}
