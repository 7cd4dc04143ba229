import { addressOf } from "@domain/api/contract";
import { exportPost } from "@domain/api/exports";
import { POST_EXPORT_FORMATS, type PostExportFormat } from "@domain/exports";
import {
  ChevronDownIcon,
  DownloadIcon,
  FileCodeIcon,
  FileTextIcon,
  FileTypeIcon,
  type LucideIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";

const ICONS: Record<PostExportFormat, LucideIcon> = {
  html: FileCodeIcon,
  md: FileTypeIcon,
  txt: FileTextIcon,
  docx: FileTextIcon,
};

/**
 * "Export" on a post: a menu of real download links, one per format, so each works from the
 * keyboard, opens in a new tab or saves with the browser's own "Save link as".
 */
export function ExportMenu({ postId }: { postId: string }) {
  const { t } = useTranslation("exports");
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <DownloadIcon aria-hidden />
          {t("menu.trigger")}
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-52">
        <DropdownMenuLabel className="font-normal text-muted-foreground text-xs">
          {t("menu.label")}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {POST_EXPORT_FORMATS.map((format) => {
          const Icon = ICONS[format];
          return (
            <DropdownMenuItem key={format} asChild>
              <a href={addressOf(exportPost, { id: postId, format })} download>
                <Icon aria-hidden />
                {t(`menu.${format}`)}
              </a>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
