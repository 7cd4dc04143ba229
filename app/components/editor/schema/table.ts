import { mergeAttributes } from "@tiptap/core";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";

/**
 * Cells keep the attributes prosemirror-tables needs, but never read them from HTML or write
 * them out: colspan, rowspan, widths and alignment are not in the sanitiser's allow-list, so a
 * pasted spanning cell becomes a plain one and the table is squared up.
 */
const cellAttributes = {
  colspan: { default: 1, parseHTML: () => 1, rendered: false },
  rowspan: { default: 1, parseHTML: () => 1, rendered: false },
  colwidth: { default: null, parseHTML: () => null, rendered: false },
};

/** `<table><tbody>` and rows: no colgroup, no inline width style, no resize handles. */
export const PlainTable = Table.extend({
  renderHTML({ HTMLAttributes }) {
    return ["table", mergeAttributes(HTMLAttributes), ["tbody", 0]];
  },
}).configure({ resizable: false, View: null });

export const PlainTableRow = TableRow;

export const PlainTableHeader = TableHeader.extend({
  addAttributes: () => cellAttributes,
  renderHTML({ HTMLAttributes }) {
    return ["th", mergeAttributes(HTMLAttributes), 0];
  },
});

export const PlainTableCell = TableCell.extend({
  addAttributes: () => cellAttributes,
  renderHTML({ HTMLAttributes }) {
    return ["td", mergeAttributes(HTMLAttributes), 0];
  },
});
