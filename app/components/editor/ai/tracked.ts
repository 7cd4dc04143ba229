/**
 * The tracked changes as the AI edits use them: the suggestions' commands
 * (app/components/editor/suggestions), in one place.
 */
import type { Editor } from "@tiptap/react";
import {
  acceptAll as acceptEvery,
  acceptChange as acceptOne,
  htmlWithoutSuggestions,
  listChanges,
  rejectAll as rejectEvery,
  rejectChange as rejectOne,
  type SuggestionChange,
  showSuggestion,
} from "../suggestions/commands";
import type { Placement } from "./placements";

export type Change = SuggestionChange;

export const changesOf = listChanges;
export const acceptChange = (editor: Editor, id: string) => acceptOne(editor, id);
export const rejectChange = (editor: Editor, id: string) => rejectOne(editor, id);
export const acceptAll = (editor: Editor) => acceptEvery(editor);
export const rejectAll = (editor: Editor) => rejectEvery(editor);
export const bodyWithoutSuggestions = (editor: Editor) => htmlWithoutSuggestions(editor);

/**
 * Shows an answer's placements (last first, so the earlier positions hold), each change id
 * prefixed with the edit and the placement so ids stay unique; says whether any change shows.
 */
export function showPlacements(editor: Editor, edit: string, placements: readonly Placement[]) {
  placements.forEach((placement, index) => {
    showSuggestion(editor, { ...placement, prefix: `${edit.slice(0, 8)}${index}` });
  });
  return listChanges(editor.state).length > 0;
}
