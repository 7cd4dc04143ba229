import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { PostPicker } from "~/components/library/post-picker";

export type SourcePostPickerProps = {
  busy: boolean;
  onPick: (postId: string) => void;
  onEnter: (run: () => void) => (event: KeyboardEvent<HTMLInputElement>) => void;
};

/** One of the writer's own posts as a research source. */
export function SourcePostPicker({ onPick, ...props }: SourcePostPickerProps) {
  const { t } = useTranslation("sources");
  return (
    <PostPicker
      {...props}
      onPick={(post) => onPick(post.postId)}
      texts={{
        searchLabel: t("panel.post.searchLabel"),
        search: t("panel.post.search"),
        loading: t("panel.post.loading"),
        loadFailed: t("panel.post.loadFailed"),
        none: t("panel.post.none"),
        add: t("panel.post.add"),
        addNamed: (title) => t("panel.post.addNamed", { title }),
      }}
    />
  );
}
