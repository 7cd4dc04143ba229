import { lazy, Suspense } from "react";
import type { RichTextEditorProps } from "./rich-text-editor";
import { BodyPreview, EditorFrame } from "./rich-text-frame";

const RichTextEditor = lazy(() =>
  import("./rich-text-editor").then((m) => ({ default: m.RichTextEditor })),
);

/**
 * The rich-text body with Tiptap and ProseMirror in a chunk of their own (issue 32): the post
 * editor's page hydrates without them, and until they arrive the body shows as the server sent
 * it (read-only, its HTML already in the form field), as the editor itself does before it is made.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <EditorFrame name={props.name} value={props.initialHtml} hidden={props.hidden}>
          <BodyPreview html={props.initialHtml} />
        </EditorFrame>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
