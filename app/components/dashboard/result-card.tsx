import { useState } from "react";
import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { SanitizedHtml } from "./sanitized-html";

/** The finished piece: rendered or raw HTML, and the ways on to its view and editor. */
export function ResultCard({
  typeLabel,
  html,
  postId,
}: {
  typeLabel: string;
  html: string;
  postId: string;
}) {
  const { t } = useTranslation("account");
  const [raw, setRaw] = useState(false);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-4">
        <CardTitle asChild>
          <h2>{t("generation.resultTitle", { type: typeLabel })}</h2>
        </CardTitle>
        <div className="flex items-center gap-2">
          <Switch id="html-format" checked={raw} onCheckedChange={setRaw} />
          <Label htmlFor="html-format">{t("generation.htmlFormat")}</Label>
        </div>
      </CardHeader>
      <CardContent>
        {/* The model's HTML, sanitised with the shared allow-list: rendered, or as its text. */}
        <SanitizedHtml
          html={html}
          raw={raw}
          className={
            raw
              ? "max-h-96 overflow-auto whitespace-pre-wrap rounded bg-muted p-3 text-xs"
              : "prose max-w-none max-h-96 overflow-auto"
          }
        />
      </CardContent>
      <CardFooter className="gap-2">
        <Button asChild>
          <Link to={href("/dashboard/view/:id", { id: postId })}>{t("generation.viewFull")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={href("/dashboard/edit/:id", { id: postId })}>{t("generation.edit")}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
