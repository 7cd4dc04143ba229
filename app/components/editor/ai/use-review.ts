import { keydownHandler } from "@tiptap/pm/keymap";
import { Plugin, PluginKey, TextSelection } from "@tiptap/pm/state";
import { type Editor, useEditorState } from "@tiptap/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { REVIEW_KEYS } from "./review-bar";
import { acceptChange, type Change, changesOf, rejectChange } from "./tracked";

const KEYS = new PluginKey("aiReviewKeys");

/**
 * The suggestions in the body as the review bar sees them: the list, the one that is current
 * (the one at the cursor, else the last one moved to), moving between them, and the review's
 * keys bound in the text while it lasts. `onEmpty` is called when the last change is decided.
 */
export function useReview(editor: Editor, onEmpty: () => void) {
  const { changes, cursor, canUndo } = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      changes: changesOf(e.state),
      cursor: e.state.selection.from,
      canUndo: e.can().undo(),
    }),
  });
  const [chosen, setChosen] = useState(0);
  const atCursor = changes.findIndex((c) => c.from <= cursor && cursor <= c.to);
  const current = atCursor >= 0 ? atCursor : Math.min(chosen, Math.max(changes.length - 1, 0));

  const go = useCallback(
    (index: number) => {
      const change = changesOf(editor.state)[index];
      if (!change) return;
      setChosen(index);
      const { tr, doc } = editor.state;
      editor.view.dispatch(
        tr.setSelection(TextSelection.create(doc, change.from, change.to)).scrollIntoView(),
      );
      editor.view.focus();
    },
    [editor],
  );

  const decide = useCallback(
    (how: "accept" | "reject", change: Change | undefined) => {
      if (!change) return;
      (how === "accept" ? acceptChange : rejectChange)(editor, change.id);
    },
    [editor],
  );

  // The keys inside the text, while there are changes to review.
  const state = useRef({ changes, current, go, decide });
  state.current = { changes, current, go, decide };
  const reviewing = changes.length > 0;
  useEffect(() => {
    if (!reviewing || editor.isDestroyed) return;
    const step = (by: number) => () => {
      const { changes: list, current: at, go: move } = state.current;
      if (list.length > 0) move((at + by + list.length) % list.length);
      return true;
    };
    const on = (how: "accept" | "reject") => () => {
      const { changes: list, current: at, decide: act } = state.current;
      act(how, list[at]);
      return true;
    };
    const plugin = new Plugin({
      key: KEYS,
      props: {
        handleKeyDown: keydownHandler({
          [REVIEW_KEYS.accept]: on("accept"),
          [REVIEW_KEYS.reject]: on("reject"),
          [REVIEW_KEYS.next]: step(1),
          [REVIEW_KEYS.previous]: step(-1),
        }),
      },
    });
    editor.registerPlugin(plugin, (keys, plugins) => [keys, ...plugins]);
    return () => {
      if (!editor.isDestroyed) editor.unregisterPlugin(KEYS);
    };
  }, [editor, reviewing]);

  // The last change decided: the review ends (once per review).
  const had = useRef(false);
  const onEmptyRef = useRef(onEmpty);
  onEmptyRef.current = onEmpty;
  useEffect(() => {
    if (changes.length > 0) had.current = true;
    else if (had.current) {
      had.current = false;
      onEmptyRef.current();
    }
  }, [changes.length]);

  return { changes, current, canUndo, go, decide };
}
