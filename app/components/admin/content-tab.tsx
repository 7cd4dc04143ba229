import type { AdminContentItem } from "@domain/api/admin-content";
import type { AdminContentQuery } from "@domain/site/admin-content";
import { ContentEditor } from "./content-editor";
import { ContentList, type ContentListProps } from "./content-list";
import { DefaultVideoForm, type SiteSettingsState } from "./default-video-form";

type Props =
  | { editing: { item: AdminContentItem | null } }
  | ({ editing: null; query: AdminContentQuery; siteSettings: SiteSettingsState } & Pick<
      ContentListProps,
      "list"
    >);

/**
 * The admin Content tab (loaded lazily: only admins download it): the list with the site-wide
 * default video, or one item's form.
 */
export default function ContentTab(props: Props) {
  if (props.editing) {
    // A new key per item, so opening another item starts from its own values.
    return <ContentEditor key={props.editing.item?.id ?? "new"} item={props.editing.item} />;
  }
  return (
    <ContentList query={props.query} list={props.list}>
      <DefaultVideoForm state={props.siteSettings} />
    </ContentList>
  );
}
