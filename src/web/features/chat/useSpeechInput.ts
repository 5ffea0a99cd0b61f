import { useCallback, useEffect, useRef, useState } from 'react';
import { defineMessage, type IntlShape, type MessageDescriptor } from 'react-intl';
import { toast } from '../../app/toast';
import { englishIntl } from './intl';

/* The browser's SpeechRecognition (Chrome, Edge, Safari as webkitSpeechRecognition); typed loosely on purpose. */
interface RecognitionEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}
interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((e: RecognitionEvent) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionCtor = new () => Recognition;

function recognitionCtor(): RecognitionCtor | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

const m = {
  listeningTitle: defineMessage({ id: 'chat.speech.listeningTitle', defaultMessage: 'Listening...' }),
  listeningBody: defineMessage({ id: 'chat.speech.listeningBody', defaultMessage: 'Recording audio...' }),
  deniedTitle: defineMessage({ id: 'chat.speech.deniedTitle', defaultMessage: 'Microphone access denied' }),
  deniedBody: defineMessage({ id: 'chat.speech.deniedBody', defaultMessage: 'Please allow microphone access to use voice input' }),
  errorTitle: defineMessage({ id: 'chat.speech.errorTitle', defaultMessage: 'Speech recognition error' }),
  errorBody: defineMessage({ id: 'chat.speech.errorBody', defaultMessage: 'Unable to process voice input. Please try again.' }),
};

type Pair = readonly [MessageDescriptor, MessageDescriptor];
const SPEECH_PAIRS = { listening: [m.listeningTitle, m.listeningBody], denied: [m.deniedTitle, m.deniedBody], error: [m.errorTitle, m.errorBody] } satisfies Record<string, Pair>;
const say = (intl: IntlShape, [title, body]: Pair): readonly [string, string] => [intl.formatMessage(title), intl.formatMessage(body)];

/** The spec's English toasts (§8); screens show them in the reader's language. */
export const SPEECH_TOASTS = {
  listening: say(englishIntl, SPEECH_PAIRS.listening),
  denied: say(englishIntl, SPEECH_PAIRS.denied),
  error: say(englishIntl, SPEECH_PAIRS.error),
};

/**
 * Voice input (spec §4): the first click starts continuous en-US recognition, the second stops it and releases the
 * microphone (Spanish recognition for a Spanish reader). Final transcripts are handed to `onText`. `supported` is false where the browser lacks it.
 */
export function useSpeechInput(onText: (text: string) => void, intl: IntlShape = englishIntl) {
  const Ctor = recognitionCtor();
  const [listening, setListening] = useState(false);
  const recRef = useRef<Recognition | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  const stop = useCallback(() => {
    const rec = recRef.current;
    recRef.current = null;
    if (rec) {
      rec.onend = null;
      try {
        rec.stop();
      } catch {
        rec.abort();
      }
    }
    setListening(false);
  }, []);

  const start = useCallback(() => {
    if (!Ctor) return;
    const rec = new Ctor();
    rec.continuous = true;
    rec.interimResults = false;
    // Listens for the language the member reads the app in.
    rec.lang = intl.locale === 'es' ? 'es-ES' : 'en-US';
    rec.onresult = (e) => {
      let text = '';
      for (let i = e.resultIndex; i < e.results.length; i++) if (e.results[i]!.isFinal) text += e.results[i]![0].transcript;
      if (text.trim()) onTextRef.current(text.trim());
    };
    rec.onerror = (e) => {
      if (e.error === 'aborted') return;
      // Every other error (no speech heard, no microphone, network) ends the recording with the §8 message, so
      // the person is never left wondering why the microphone went off.
      if (e.error === 'not-allowed' || e.error === 'service-not-allowed') toast.error(...say(intl, SPEECH_PAIRS.denied));
      else toast.error(...say(intl, SPEECH_PAIRS.error));
      stop();
    };
    rec.onend = () => {
      recRef.current = null;
      setListening(false);
    };
    try {
      rec.start();
    } catch {
      toast.error(...say(intl, SPEECH_PAIRS.error));
      return;
    }
    recRef.current = rec;
    setListening(true);
    toast.info(...say(intl, SPEECH_PAIRS.listening));
  }, [Ctor, stop, intl]);

  const toggle = useCallback(() => (recRef.current ? stop() : start()), [start, stop]);

  useEffect(() => stop, [stop]);

  return { supported: Boolean(Ctor), listening, toggle, stop };
}
