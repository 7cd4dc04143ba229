import { type Editor, useEditorState } from "@tiptap/react";
import {
  BetweenHorizontalEnd,
  BetweenVerticalEnd,
  Bold,
  Code,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  Link,
  List,
  ListOrdered,
  Quote,
  Redo2,
  SquareCode,
  Table,
  Trash2,
  Underline,
  Undo2,
} from "lucide-react";
import { type ReactNode, useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { ToolbarButton, ToolbarSeparator } from "./toolbar-button";
import { useRovingFocus } from "./use-roving-focus";

/** What the toolbar shows as on, and which actions the selection allows. */
function snapshot(editor: Editor) {
  return {
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    underline: editor.isActive("underline"),
    h1: editor.isActive("heading", { level: 1 }),
    h2: editor.isActive("heading", { level: 2 }),
    h3: editor.isActive("heading", { level: 3 }),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    blockquote: editor.isActive("blockquote"),
    code: editor.isActive("code"),
    codeBlock: editor.isActive("codeBlock"),
    link: editor.isActive("link"),
    inTable: editor.isActive("table"),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

type Props = {
  editor: Editor;
  controls: string;
  onLink: () => void;
  /** More at the toolbar's end (the AI edits' menu: a slot it renders into). */
  children?: ReactNode;
};

/** The formatting toolbar: one tab stop, arrow keys inside, each toggle reports its state. */
export function EditorToolbar({ editor, controls, onLink, children }: Props) {
  const { t } = useTranslation("editor");
  const state = useEditorState({ editor, selector: ({ editor: e }) => snapshot(e) });
  const { ref, onKeyDown, settle } = useRovingFocus<HTMLDivElement>();
  // Buttons appear (table actions) and get disabled (undo): keep one of them tabbable.
  useLayoutEffect(settle);
  const chain = () => editor.chain().focus();

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={t("toolbar.label")}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-0.5 border-b bg-muted/40 p-1"
    >
      <ToolbarButton
        icon={Bold}
        label={t("toolbar.bold")}
        shortcut="Control+B"
        pressed={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolbarButton
        icon={Italic}
        label={t("toolbar.italic")}
        shortcut="Control+I"
        pressed={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolbarButton
        icon={Underline}
        label={t("toolbar.underline")}
        shortcut="Control+U"
        pressed={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolbarSeparator />
      {([1, 2, 3] as const).map((level) => (
        <ToolbarButton
          key={level}
          icon={[Heading1, Heading2, Heading3][level - 1] ?? Heading1}
          label={t(`toolbar.heading${level}`)}
          pressed={state[`h${level}`]}
          onClick={() => chain().toggleHeading({ level }).run()}
        />
      ))}
      <ToolbarSeparator />
      <ToolbarButton
        icon={List}
        label={t("toolbar.bulletList")}
        pressed={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolbarButton
        icon={ListOrdered}
        label={t("toolbar.orderedList")}
        pressed={state.orderedList}
        onClick={() => chain().toggleList("orderedList", "listItem").run()}
      />
      <ToolbarButton
        icon={Quote}
        label={t("toolbar.blockquote")}
        pressed={state.blockquote}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <ToolbarButton
        icon={Code}
        label={t("toolbar.code")}
        pressed={state.code}
        onClick={() => chain().toggleCode().run()}
      />
      <ToolbarButton
        icon={SquareCode}
        label={t("toolbar.codeBlock")}
        pressed={state.codeBlock}
        onClick={() => chain().toggleCodeBlock().run()}
      />
      <ToolbarButton
        icon={Link}
        label={t("toolbar.link")}
        shortcut="Control+K"
        pressed={state.link}
        onClick={onLink}
      />
      <ToolbarSeparator />
      <ToolbarButton
        icon={Table}
        label={t("toolbar.table")}
        disabled={state.inTable}
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      />
      {state.inTable ? (
        <>
          <ToolbarButton
            icon={BetweenHorizontalEnd}
            label={t("toolbar.addRow")}
            onClick={() => chain().addRowAfter().run()}
          />
          <ToolbarButton
            icon={BetweenVerticalEnd}
            label={t("toolbar.addColumn")}
            onClick={() => chain().addColumnAfter().run()}
          />
          <ToolbarButton
            icon={Trash2}
            label={t("toolbar.deleteTable")}
            onClick={() => chain().deleteTable().run()}
          />
        </>
      ) : null}
      <ToolbarSeparator />
      <ToolbarButton
        icon={Undo2}
        mirror
        label={t("toolbar.undo")}
        shortcut="Control+Z"
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolbarButton
        icon={Redo2}
        mirror
        label={t("toolbar.redo")}
        shortcut="Control+Shift+Z"
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
      {children}
    </div>
  );
}
