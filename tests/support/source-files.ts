/**
 * Source files made in the tests (issue 27): a PDF written by hand (one text line per page, the
 * standard Helvetica font, a correct cross-reference table) and a DOCX made with `docx`.
 */
import { Document, Packer, Paragraph } from "docx";

const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** A PDF with one page per entry, each page showing its lines; `title` goes in its Info. */
export function makePdf(pages: string[][], title?: string): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 0; // object number = index + 1
  const pageCount = pages.length;
  // 1 catalog, 2 pages, 3 font, 4 info, then page + content per page
  add("<< /Type /Catalog /Pages 2 0 R >>");
  const kids = pages.map((_, i) => `${5 + i * 2} 0 R`).join(" ");
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`);
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  add(`<< /Title (${escapePdf(title ?? "")}) /Producer (Inkwell tests) >>`);
  pages.forEach((lines, i) => {
    const contentNumber = 6 + i * 2;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contentNumber} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
    );
    const stream = `BT /F1 12 Tf 14 TL 72 720 Td ${lines.map((line) => `(${escapePdf(line)}) Tj T*`).join(" ")} ET`;
    add(`<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`);
  });
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/** A Word document with these paragraphs. */
export async function makeDocx(paragraphs: string[]): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: paragraphs.map((text) => new Paragraph({ text })) }],
  });
  return Packer.toBuffer(document);
}
