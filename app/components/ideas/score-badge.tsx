import { scoreBand } from "@domain/ideas";
import { Flame, Sparkles, TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";

const LOOK = {
  high: { variant: "success", Icon: Flame },
  medium: { variant: "warning", Icon: TrendingUp },
  low: { variant: "secondary", Icon: Sparkles },
} as const;

/** The viral score: its own colour, icon and words per band (spec section 4), never colour alone. */
export function ScoreBadge({ score }: { score: number }) {
  const { t } = useTranslation("ideas");
  const band = scoreBand(score);
  const { variant, Icon } = LOOK[band];
  return (
    <Badge variant={variant} data-band={band}>
      <Icon aria-hidden />
      <span>{t("card.score", { score })}</span>
      <span aria-hidden>·</span>
      <span>{t(`card.bands.${band}`)}</span>
    </Badge>
  );
}
