import {
  AlignmentType,
  BorderStyle,
  type ILevelsOptions,
  type INumberingOptions,
  type IStylesOptions,
  LevelFormat,
  ShadingType,
} from "docx";

export const BULLET_LIST = "inkwell-bullet";
export const ORDERED_LIST = "inkwell-ordered";
export const QUOTE_STYLE = "InkwellQuote";
export const CODE_BLOCK_STYLE = "InkwellCode";
export const CODE_FONT = "Consolas";

const LEVELS = Array.from({ length: 9 }, (_, level) => level);
const BULLETS = ["•", "◦", "▪"] as const;
const ORDERED_FORMATS = [LevelFormat.DECIMAL, LevelFormat.LOWER_LETTER, LevelFormat.LOWER_ROMAN];

function level(level: number, format: ILevelsOptions["format"], text: string): ILevelsOptions {
  return {
    level,
    format,
    text,
    alignment: AlignmentType.START,
    style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
  };
}

/** Bulleted and numbered lists, nine levels each, symbols and number styles cycling by level. */
export const NUMBERING: INumberingOptions = {
  config: [
    {
      reference: BULLET_LIST,
      levels: LEVELS.map((n) => level(n, LevelFormat.BULLET, BULLETS[n % BULLETS.length] ?? "•")),
    },
    {
      reference: ORDERED_LIST,
      levels: LEVELS.map((n) =>
        level(n, ORDERED_FORMATS[n % ORDERED_FORMATS.length], `%${n + 1}.`),
      ),
    },
  ],
};

export const STYLES: IStylesOptions = {
  default: {
    document: { run: { font: "Calibri", size: 22 }, paragraph: { spacing: { after: 120 } } },
  },
  paragraphStyles: [
    {
      id: QUOTE_STYLE,
      name: "Quote (Inkwell)",
      basedOn: "Normal",
      quickFormat: true,
      run: { italics: true, color: "475569" },
      paragraph: {
        indent: { left: 567 },
        border: { left: { style: BorderStyle.SINGLE, size: 18, color: "CBD5E1", space: 8 } },
      },
    },
    {
      id: CODE_BLOCK_STYLE,
      name: "Code block (Inkwell)",
      basedOn: "Normal",
      run: { font: CODE_FONT, size: 20 },
      paragraph: {
        shading: { type: ShadingType.CLEAR, fill: "F1F5F9", color: "auto" },
        spacing: { before: 120, after: 120 },
      },
    },
  ],
};
