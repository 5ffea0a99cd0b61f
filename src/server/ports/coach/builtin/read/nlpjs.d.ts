// nlp.js ships no types; these are the few calls the builtin coach makes (read/classify.ts).
declare module '@nlpjs/nlp' {
  export class Nlp {
    constructor(settings?: Record<string, unknown>);
    use(plugin: unknown): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    process(locale: string, utterance: string): Promise<{ intent: string; score: number; classifications: Array<{ intent: string; score: number }> }>;
    export(minified?: boolean): string;
    import(data: string): void;
  }
}
declare module '@nlpjs/lang-en' {
  export const LangEn: unknown;
}
