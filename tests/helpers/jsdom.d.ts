// The part of jsdom's API the node-environment tests use (jsdom ships no types; parsing server HTML needs only this).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
