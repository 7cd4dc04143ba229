import { Send } from "lucide-react";
import { lazy, type ReactNode, Suspense, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { usePublishingText } from "./publishing-text";

/** The Publish dialog, downloaded when first opened (the library and the post view stay light). */
const PublishDialog = lazy(() => import("./publish-dialog"));

/** A Publish button (post view) or "Publish…" (a library card) opening the Publish dialog. */
export function PublishButton({
  postId,
  postTitle,
  onPublished,
  variant = "default",
  label,
  className,
}: {
  postId: string;
  postTitle: string;
  onPublished?: () => void;
  variant?: "default" | "outline";
  /** The button's text, and anything read after it (a card's hidden post title). */
  label?: ReactNode;
  className?: string;
}) {
  const { t } = usePublishingText();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        type="button"
        size="sm"
        variant={variant}
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Send aria-hidden />
        {label ?? t("dialog.open")}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <PublishDialog
            postId={postId}
            postTitle={postTitle}
            open={open}
            onOpenChange={setOpen}
            onPublished={onPublished}
            returnFocus={button}
          />
        </Suspense>
      )}
    </>
  );
}
