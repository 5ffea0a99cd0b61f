import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../app/toast';

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

export const SPEECH_TOASTS = {
  listening: ['Listening...', 'Recording audio...'],
  denied: ['Microphone access denied', 'Please allow microphone access to use voice input'],
  error: ['Speech recognition error', 'Unable to process voice input. Please try again.'],
} as const;

/**
 * Voice input (spec §4): the first click starts continuous en-US recognition, the second stops it and releases the
 * microphone. Final transcripts are handed to `onText`. `supported` is false where the browser lacks it.
 */
export function useSpeechInput(onText: (text: string) => void) {
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
    rec.lang = 'en-US';
    rec.onresult = (e) => {
      let text = '';
      for (let i = e.resultIndex; i < e.results.length; i++) if (e.results[i]!.isFinal) text += e.results[i]![0].transcript;
      if (text.trim()) onTextRef.current(text.trim());
    };
    rec.onerror = (e) => {
      if (e.error === 'aborted') return;
      // Every other error (no speech heard, no microphone, network) ends the recording with the §8 message, so
      // the person is never left wondering why the microphone went off.
      if (e.error === 'not-allowed' || e.error === 'service-not-allowed') toast.error(...SPEECH_TOASTS.denied);
      else toast.error(...SPEECH_TOASTS.error);
      stop();
    };
    rec.onend = () => {
      recRef.current = null;
      setListening(false);
    };
    try {
      rec.start();
    } catch {
      toast.error(...SPEECH_TOASTS.error);
      return;
    }
    recRef.current = rec;
    setListening(true);
    toast.info(...SPEECH_TOASTS.listening);
  }, [Ctor, stop]);

  const toggle = useCallback(() => (recRef.current ? stop() : start()), [start, stop]);

  useEffect(() => stop, [stop]);

  return { supported: Boolean(Ctor), listening, toggle, stop };
}
