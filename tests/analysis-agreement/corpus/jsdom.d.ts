// jsdom ships no type declarations; convert.ts needs only a window.
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string);
    window: Window & typeof globalThis;
  }
}
