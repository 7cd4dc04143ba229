import { useLayoutEffect, useRef } from "react";
import { cn } from "~/lib/cn";

/**
 * The filled part of a progress bar, `percent` wide. The width is set from script (CSSOM), not as
 * a style attribute in the server's HTML: the content security policy refuses inline style
 * attributes it has no hash for (ADR 0017), and a percentage has none.
 */
export function ProgressFill({ percent, className }: { percent: number; className?: string }) {
  const fill = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    fill.current?.style.setProperty("width", `${percent}%`);
  }, [percent]);
  return <div ref={fill} className={cn("h-full w-0 bg-primary transition-[width]", className)} />;
}
