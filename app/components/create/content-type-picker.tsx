import { CONTENT_TYPES, type ContentType, isContentType } from "@domain/content-types";
import { directionOf } from "@domain/languages";
import {
  CircleCheckIcon,
  FileTextIcon,
  GlobeIcon,
  LifeBuoyIcon,
  type LucideIcon,
  MailIcon,
  MessageSquareIcon,
  ShoppingBagIcon,
  VideoIcon,
} from "lucide-react";
import { RadioGroup } from "radix-ui";
import { useId } from "react";
import { useCreateText } from "./create-text";

const ICONS: Record<ContentType, LucideIcon> = {
  blog: FileTextIcon,
  help: LifeBuoyIcon,
  website: GlobeIcon,
  social: MessageSquareIcon,
  video: VideoIcon,
  email: MailIcon,
  ecommerce: ShoppingBagIcon,
};

export type ContentTypePickerProps = {
  value: ContentType;
  onChange: (type: ContentType) => void;
  disabled?: boolean;
};

/**
 * The seven content types as a radio group: Tab enters it at the chosen type, the arrow keys move
 * and choose (mirrored in right-to-left languages).
 */
export function ContentTypePicker({ value, onChange, disabled }: ContentTypePickerProps) {
  const { t, typeText, language } = useCreateText();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t("picker.title")}
        </h2>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {t("picker.description")}
        </p>
      </div>
      <RadioGroup.Root
        value={value}
        onValueChange={(next) => {
          if (isContentType(next)) onChange(next);
        }}
        disabled={disabled}
        dir={directionOf(language)}
        loop
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        // Radix pulls each radio's hidden form input back over its card with translateX(-100%),
        // which in a grid puts it off the page's start edge: a right-to-left phone page then
        // scrolls sideways. Held in place inside the group instead.
        className="relative grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 [&>input]:[transform:none]!"
      >
        {CONTENT_TYPES.map((type) => {
          const Icon = ICONS[type];
          return (
            <RadioGroup.Item
              key={type}
              value={type}
              aria-labelledby={`${id}-${type}-label`}
              aria-describedby={`${id}-${type}-description`}
              className={[
                "group relative flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-4 pe-9 text-start shadow-xs transition-colors",
                "hover:bg-accent hover:text-accent-foreground",
                "data-[state=checked]:border-primary data-[state=checked]:bg-primary/5",
                "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden",
                "disabled:cursor-not-allowed disabled:opacity-50",
              ].join(" ")}
            >
              <Icon
                aria-hidden
                className="mt-0.5 size-5 shrink-0 text-muted-foreground group-data-[state=checked]:text-primary"
              />
              <span className="flex flex-col gap-1">
                <span id={`${id}-${type}-label`} className="text-sm font-medium">
                  {typeText(type, "label")}
                </span>
                <span id={`${id}-${type}-description`} className="text-xs text-muted-foreground">
                  {typeText(type, "description")}
                </span>
              </span>
              <RadioGroup.Indicator className="absolute end-3 top-3 text-primary">
                <CircleCheckIcon aria-hidden className="size-4" />
              </RadioGroup.Indicator>
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </section>
  );
}
