import type { Claim } from "@domain/evidence";
import { Extension } from "@tiptap/core";
import type { Mark, Node as PMNode } from "@tiptap/pm/model";
import { Plugin, PluginKey, type Transaction } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";
import { claimBadge } from "~/components/post-view/evidence-marks";
import { type ClaimText, MARK_CLASSES } from "~/components/post-view/evidence-status";
import { findSentences, type TextRun } from "~/components/post-view/find-sentence";

type ClaimTextOf = (claim: Claim) => ClaimText;
type Marking = { claims: readonly Claim[]; claimText: ClaimTextOf };
type State = Marking & { decorations: DecorationSet };

export const evidenceKey = new PluginKey<State>("evidenceMarks");

const isCite = (mark: Mark) =>
  typeof mark.attrs.class === "string" && mark.attrs.class.split(/\s+/).includes("cite");

/** The document's text runs (references left out) and where each starts. */
function textRuns(doc: PMNode): { runs: TextRun[]; starts: number[] } {
  const runs: TextRun[] = [];
  const starts: number[] = [];
  let block = 0;
  let lastBlock = -1;
  doc.descendants((node, pos) => {
    if (node.isTextblock) block++;
    if (!node.isText || node.marks.some(isCite)) return;
    runs.push({ text: node.text ?? "", breakBefore: block !== lastBlock });
    starts.push(pos);
    lastBlock = block;
  });
  return { runs, starts };
}

/** Each found claim's sentence as inline `<mark>` decorations, and its label as a widget after it. */
export function claimDecorations(
  doc: PMNode,
  claims: readonly Claim[],
  claimText: ClaimTextOf,
): DecorationSet {
  if (claims.length === 0) return DecorationSet.empty;
  const { runs, starts } = textRuns(doc);
  const places = findSentences(
    runs,
    claims.map((claim) => claim.sentence),
  );
  const decorations: Decoration[] = [];
  places.forEach((ranges, index) => {
    const claim = claims[index];
    if (!ranges?.length || !claim) return;
    const text = claimText(claim);
    let end = 0;
    for (const range of ranges) {
      const start = starts[range.run] ?? 0;
      end = Math.max(end, start + range.to);
      decorations.push(
        Decoration.inline(start + range.from, start + range.to, {
          nodeName: "mark",
          class: MARK_CLASSES[text.status],
        }),
      );
    }
    decorations.push(
      Decoration.widget(end, (view) => claimBadge(view.dom.ownerDocument, text), {
        side: -1,
        ignoreSelection: true,
        key: `claim-${index}-${text.status}-${text.label}`,
      }),
    );
  });
  return DecorationSet.create(doc, decorations);
}

/**
 * Gives the editor the claims to mark and their words (a transaction that changes neither the
 * text nor its history).
 */
export function setClaims(tr: Transaction, claims: readonly Claim[], claimText: ClaimTextOf) {
  const marking: Marking = { claims, claimText };
  return tr.setMeta(evidenceKey, marking).setMeta("addToHistory", false);
}

const PLAIN_TEXT: ClaimTextOf = (claim) => ({
  status: claim.verdict,
  label: claim.verdict,
  description: claim.verdict,
});

/**
 * The fact check's marks in the editor: decorations only, so they are drawn over the text but
 * are never part of the document, its HTML or what is saved. They follow the text as it is
 * edited (a sentence changed beyond recognition loses its mark).
 */
export const EvidenceMarks = Extension.create({
  name: "evidenceMarks",
  addProseMirrorPlugins() {
    return [
      new Plugin<State>({
        key: evidenceKey,
        state: {
          init: () => ({ claims: [], claimText: PLAIN_TEXT, decorations: DecorationSet.empty }),
          apply(tr, value) {
            const marking = tr.getMeta(evidenceKey) as Marking | undefined;
            const { claims, claimText } = marking ?? value;
            if (!marking && !tr.docChanged) return value;
            return { claims, claimText, decorations: claimDecorations(tr.doc, claims, claimText) };
          },
        },
        props: {
          decorations: (state) => evidenceKey.getState(state)?.decorations,
        },
      }),
    ];
  },
});
