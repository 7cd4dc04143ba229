// The few parts of yoastseo 3.6.0 (GPL-3.0, a dev dependency used only to measure agreement) that
// the agreement test drives. The package ships no type declarations.
declare module "yoastseo" {
  export class Paper {
    constructor(
      html: string,
      attributes: {
        keyword: string;
        title: string;
        description: string;
        slug: string;
        locale: string;
      },
    );
  }
  export interface AssessmentResult {
    _identifier: string;
    getScore(): number;
  }
  export class Assessor {
    constructor(researcher: unknown);
    assess(paper: Paper): void;
    getValidResults(): AssessmentResult[];
    calculateOverallScore(): number;
  }
  export class ContentAssessor extends Assessor {}
  export class SeoAssessor extends Assessor {}
}

declare module "yoastseo/build/languageProcessing/languages/en/Researcher.js" {
  export default class Researcher {
    constructor(paper: import("yoastseo").Paper);
    getResearch(name: string): unknown;
    getHelper(name: string): unknown;
  }
}

declare module "yoastseo/build/languageProcessing/helpers/html/htmlParser.js" {
  export default function htmlParser(html: string): string;
}

declare module "yoastseo/build/languageProcessing/helpers/sentence/getSentences.js" {
  export default function getSentences(text: string, tokenizer: unknown): string[];
}
