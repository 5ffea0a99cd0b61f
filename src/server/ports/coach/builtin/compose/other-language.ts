/**
 * The answer to a message in a language the offline coach does not read (read/language.ts). Guessing at it with
 * English rules answers some other question, so the coach says plainly, in the member's language, that it reads
 * English only, how to get an answer (write in English, or an operator adds a model provider, which answers in any
 * language), and, because it could not read the message, where help is if something is urgent: the screen that
 * finds danger reads English too. The sentences are ours; the numbers come from the safety screen's own table.
 */
import type { CoachContext } from '../../context.js';
import { COUNTRIES } from '../../../../features/coach/engine/helplines.js';
import { countryOfZone } from '../../../../features/coach/engine/place.js';
import type { OtherLanguage } from '../read/language.js';

interface Note {
  /** Why there is no answer yet, and how to get one. */
  reads: string;
  /** The urgent line: {emergency} is the number to call, {line} the crisis line when the country has one. */
  urgent: (emergency: string, line: string | null) => string;
}

const NOTES: Record<OtherLanguage, Note> = {
  de: {
    reads: 'Ich lese im Offline-Modus bisher nur Englisch, und ich will dir keine Antwort geben, die an deiner Frage vorbeigeht. Schreib mir dasselbe gern auf Englisch, dann gehe ich direkt darauf ein. (Richtet die Person, die Attune betreibt, einen KI-Anbieter ein, antwortet der Coach auch auf Deutsch.)',
    urgent: (e, l) => `Weil ich deine Nachricht nicht lesen konnte: Falls es um etwas Dringendes geht, ruf im Notfall die ${e} an${l ? `, oder sprich mit jemandem bei ${l}` : ''}.`,
  },
  fr: {
    reads: "Hors ligne, je ne lis pour l'instant que l'anglais, et je ne veux pas te répondre à côté de ta question. Réécris-la en anglais et j'y réponds directement. (Si la personne qui gère Attune ajoute un fournisseur d'IA, le coach répondra aussi en français.)",
    urgent: (e, l) => `Comme je n'ai pas pu lire ton message : si c'est urgent, appelle le ${e}${l ? `, ou parle à quelqu'un au ${l}` : ''}.`,
  },
  es: {
    reads: 'Sin conexión, por ahora solo leo inglés, y no quiero darte una respuesta que no tenga que ver con tu pregunta. Escríbemela en inglés y te respondo directamente. (Si quien administra Attune añade un proveedor de IA, el coach también responderá en español.)',
    urgent: (e, l) => `Como no pude leer tu mensaje: si se trata de algo urgente, llama al ${e}${l ? `, o habla con alguien en ${l}` : ''}.`,
  },
  it: {
    reads: "Offline per ora leggo solo l'inglese, e non voglio darti una risposta che non c'entra con la tua domanda. Riscrivimela in inglese e ti rispondo subito. (Se chi gestisce Attune aggiunge un fornitore di IA, il coach risponderà anche in italiano.)",
    urgent: (e, l) => `Visto che non ho potuto leggere il tuo messaggio: se è qualcosa di urgente, chiama il ${e}${l ? `, oppure parla con qualcuno di ${l}` : ''}.`,
  },
  pt: {
    reads: 'Offline, por enquanto só leio inglês, e não quero te dar uma resposta que não tenha a ver com a sua pergunta. Escreva de novo em inglês e eu respondo direto. (Se quem administra o Attune adicionar um provedor de IA, o coach também responderá em português.)',
    urgent: (e, l) => `Como não consegui ler sua mensagem: se for algo urgente, ligue para ${e}${l ? `, ou fale com alguém em ${l}` : ''}.`,
  },
  nl: {
    reads: 'Offline lees ik voorlopig alleen Engels, en ik wil je geen antwoord geven dat langs je vraag heen gaat. Schrijf het me in het Engels, dan ga ik er direct op in. (Als wie Attune beheert een AI-aanbieder toevoegt, antwoordt de coach ook in het Nederlands.)',
    urgent: (e, l) => `Omdat ik je bericht niet kon lezen: als het om iets dringends gaat, bel ${e}${l ? `, of praat met iemand van ${l}` : ''}.`,
  },
};

const ENGLISH = "(In English: the offline coach reads English only for now. Write to me in English and I'll answer your question.)";

export function otherLanguageReply(ctx: CoachContext, language: OtherLanguage): string {
  const code = countryOfZone(ctx.timeZone);
  // Without a zone the message's language says little about where the person is; 112 answers across Europe.
  const country = code ? COUNTRIES[code] : undefined;
  const emergency = country?.emergency[0] ?? '112';
  const crisis = country?.lines.crisis?.[0];
  // The first number only: a line's reach is written in English ("call or text ...").
  const number = crisis ? /\*\*([^*]+)\*\*/.exec(crisis.reach)?.[1] : undefined;
  const line = crisis && number ? (crisis.name.includes(number) ? crisis.name : `${crisis.name} (${number})`) : null;
  const note = NOTES[language];
  return `${note.reads}\n\n${note.urgent(emergency, line)}\n\n${ENGLISH}`;
}
