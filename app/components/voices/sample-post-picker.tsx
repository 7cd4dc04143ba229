import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { type PickedPost, PostPicker } from "~/components/library/post-picker";

export type { PickedPost } from "~/components/library/post-picker";

export type SamplePostPickerProps = {
  busy: boolean;
  /** The posts already chosen (their Add is disabled). */
  chosen: readonly string[];
  onPick: (post: PickedPost) => void;
  onEnter: (run: () => void) => (event: KeyboardEvent<HTMLInputElement>) => void;
};

/** One of the writer's posts as a voice sample, with its length. */
export function SamplePostPicker(props: SamplePostPickerProps) {
  const { t } = useTranslation("voices");
  return (
    <PostPicker
      {...props}
      texts={{
        searchLabel: t("new.post.searchLabel"),
        search: t("new.post.search"),
        loading: t("new.post.loading"),
        loadFailed: t("new.post.loadFailed"),
        none: t("new.post.none"),
        add: t("new.post.add"),
        addNamed: (title) => t("new.post.addNamed", { title }),
        words: (count) => t("samples.words", { count }),
      }}
    />
  );
}
