import type { Claim } from "@domain/evidence";
import { type Editor, EditorContent, useEditor } from "@tiptap/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useClaimText } from "~/components/post-view/evidence-status";
import { pageNonce } from "~/lib/csp";
import { EvidenceMarks, setClaims } from "./evidence-plugin";
import { LinkDialog } from "./link-dialog";
import { BodyPreview, EditorFrame, SURFACE } from "./rich-text-frame";
import { editorExtensions } from "./schema";
import { hasSuggestions, Suggestions } from "./suggestions/extension";
import { loadSuggestionCommands } from "./suggestions/load";
import { EditorToolbar } from "./toolbar";

export type RichTextEditorProps = {
  /** id of the editable area (labels and the toolbar point at it). */
  id: string;
  /** The hidden form field that carries the HTML. */
  name: string;
  /** id of the element that labels the editor. */
  labelledBy: string;
  /** Sanitised HTML the post has now. */
  initialHtml: string;
  /** Called with the HTML when the text changes, and with `edited` false when it is back as it was. */
  onChange: (html: string, edited: boolean) => void;
  hidden?: boolean;
  /** The fact check's claims, marked on their sentences (decorations: never saved). */
  claims?: readonly Claim[];
  /**
   * The editor once created (null when gone), for what is loaded after it: the AI edits put
   * their menu in the toolbar (`<id>-ai-tool`) and their bar above the text (`<id>-ai-bar`).
   */
  onEditor?: (editor: Editor | null) => void;
};

const NO_CLAIMS: readonly Claim[] = [];

/**
 * The rich-text body. It renders in the browser only (Tiptap needs the DOM), so the server sends
 * the current body as read-only HTML and the hidden field already carries it: without
 * JavaScript, the other fields still save and the body stays as it is. Until the text is
 * edited the field keeps the stored HTML byte for byte; after that it carries the editor's.
 */
export function RichTextEditor({
  id,
  name,
  labelledBy,
  initialHtml,
  onChange,
  hidden,
  claims = NO_CLAIMS,
  onEditor,
}: RichTextEditorProps) {
  const { t } = useTranslation("editor");
  const { claimText } = useClaimText();
  // Labels read out before suggested insertions and deletions (fixed when the editor is made).
  const labels = useRef({
    insertLabel: t("suggestions.inserted"),
    deleteLabel: t("suggestions.deleted"),
  });
  const extensions = useMemo(
    () => [...editorExtensions(), EvidenceMarks, Suggestions.configure(labels.current)],
    [],
  );
  const baseline = useRef<string | null>(null);
  // Counts updates, so a body computed late (suggestions) never overwrites a newer one.
  const updates = useRef(0);
  const [value, setValue] = useState(initialHtml);
  const [linkOpen, setLinkOpen] = useState(false);

  const editor = useEditor({
    extensions,
    content: initialHtml,
    immediatelyRender: false,
    // Tiptap's own <style> element carries the page's CSP nonce (ADR 0017).
    injectNonce: pageNonce(),
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        // The post's own language may run the other way from the interface's.
        dir: "auto",
        class: SURFACE,
      },
      handleKeyDown: (_view, event) => {
        if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "k") {
          event.preventDefault();
          setLinkOpen(true);
          return true;
        }
        return false;
      },
    },
    onCreate: ({ editor: created }) => {
      baseline.current = created.getHTML();
    },
    onUpdate: ({ editor: updated }) => {
      const update = ++updates.current;
      const report = (html: string) => {
        if (update !== updates.current) return;
        const edited = html !== baseline.current;
        setValue(edited ? html : initialHtml);
        onChange(edited ? html : initialHtml, edited);
      };
      // Pending suggestions are not part of the body until accepted: the form saves it without.
      if (!hasSuggestions(updated.state)) report(updated.getHTML());
      else {
        loadSuggestionCommands()
          .then((commands) => report(commands.htmlWithoutSuggestions(updated)))
          .catch((error: unknown) =>
            console.error("Reading the body without its suggestions failed", error),
          );
      }
    },
  });

  // The marks are redrawn when the claims (a new fact check) or the language change.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.view.dispatch(setClaims(editor.state.tr, claims, claimText));
  }, [editor, claims, claimText]);

  useEffect(() => {
    onEditor?.(editor);
    return () => onEditor?.(null);
  }, [editor, onEditor]);

  const openLink = useCallback(() => setLinkOpen(true), []);

  return (
    <EditorFrame name={name} value={value} hidden={hidden}>
      {editor ? (
        <>
          <EditorToolbar editor={editor} controls={id} onLink={openLink}>
            <span id={`${id}-ai-tool`} className="contents" />
          </EditorToolbar>
          <div id={`${id}-ai-bar`} />
          <EditorContent editor={editor} />
          {linkOpen ? (
            <LinkDialog
              open
              initialUrl={(editor.getAttributes("link").href as string | undefined) ?? ""}
              onClose={() => {
                setLinkOpen(false);
                editor.commands.focus();
              }}
              onRemove={() => {
                setLinkOpen(false);
                editor.chain().focus().extendMarkRange("link").unsetMark("link").run();
              }}
              onApply={(href) => {
                setLinkOpen(false);
                const chain = editor.chain().focus().extendMarkRange("link");
                if (editor.state.selection.empty && !editor.isActive("link")) {
                  chain
                    .insertContent({
                      type: "text",
                      text: href,
                      marks: [{ type: "link", attrs: { href } }],
                    })
                    .run();
                } else {
                  chain.setMark("link", { href }).run();
                }
              }}
            />
          ) : null}
        </>
      ) : (
        <BodyPreview html={initialHtml} />
      )}
    </EditorFrame>
  );
}
