import { CheckIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";

/** 1 choose the content type, 2 fill in the details, 3 the generated result. */
export type CreateStep = 1 | 2 | 3;

const STEPS = ["choose", "fill", "generate"] as const;

/** The create screen's three steps (spec section 2 "Create tab"); `step` is the current one. */
export function StepIndicator({ step, className }: { step: CreateStep; className?: string }) {
  const { t } = useTranslation("create");
  return (
    <nav aria-label={t("steps.label")} className={className}>
      <ol className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {STEPS.map((name, index) => {
          const number = index + 1;
          const done = number < step;
          const current = number === step;
          return (
            <li
              key={name}
              aria-current={current ? "step" : undefined}
              className="flex flex-1 items-center gap-2 text-sm"
            >
              <span
                aria-hidden
                className={cn(
                  "flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold",
                  done && "border-primary bg-primary text-primary-foreground",
                  current && "border-primary text-primary ring-2 ring-primary/30",
                  !done && !current && "border-border text-muted-foreground",
                )}
              >
                {done ? <CheckIcon className="size-4" /> : number}
              </span>
              <span
                className={cn(
                  "whitespace-nowrap",
                  current ? "font-semibold text-foreground" : "text-muted-foreground",
                )}
              >
                {t(`steps.${name}`)}
                {done ? <span className="sr-only"> {t("steps.completed")}</span> : null}
              </span>
              {number < STEPS.length ? (
                <span aria-hidden className="hidden h-px min-w-6 flex-1 bg-border sm:block" />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
