import { useQuery } from '@tanstack/react-query';
import type { HobbyTranslation } from '../../../shared/assessment/hobbyText';
import type { ResultTranslation } from '../../../shared/assessment/resultText';
import type { SurveyTranslation } from '../../../shared/assessment/surveyText';
import { useLocale } from '../../i18n/LocaleProvider';
import type { UiLocale } from '../../i18n/visitorLocale';

/**
 * The survey's statements in the reader's language: English is in the code beside the weights, any other language
 * is content/survey/<locale>.json, fetched as its own chunk only by someone who reads it.
 */
async function loadSurveyText(locale: UiLocale): Promise<SurveyTranslation | null> {
  if (locale === 'es') return (await import('../../../../content/survey/es.json')).default as SurveyTranslation;
  return null;
}

/** `undefined` while a translation is on its way, `null` for English. */
export function useSurveyText(): SurveyTranslation | null | undefined {
  const { locale } = useLocale();
  const query = useQuery({ queryKey: ['surveyText', locale], queryFn: () => loadSurveyText(locale), staleTime: Infinity, gcTime: Infinity });
  // A chunk that cannot be fetched (offline) leaves the statements in English rather than no survey at all.
  if (query.isError) return null;
  return query.data;
}

/** The interest catalogue's words (content/hobbies/<locale>.json) in the reader's language, loaded the same way. */
async function loadHobbyText(locale: UiLocale): Promise<HobbyTranslation | null> {
  if (locale === 'es') return (await import('../../../../content/hobbies/es.json')).default as HobbyTranslation;
  return null;
}

/** `undefined` while a translation is on its way, `null` for English. */
export function useHobbyText(): HobbyTranslation | null | undefined {
  const { locale } = useLocale();
  const query = useQuery({ queryKey: ['hobbyText', locale], queryFn: () => loadHobbyText(locale), staleTime: Infinity, gcTime: Infinity });
  if (query.isError) return null;
  return query.data;
}

/** The types' nicknames and descriptions (content/results/<locale>.json) in the reader's language. */
async function loadResultText(locale: UiLocale): Promise<ResultTranslation | null> {
  if (locale === 'es') return (await import('../../../../content/results/es.json')).default as ResultTranslation;
  return null;
}

/** `undefined` while a translation is on its way, `null` for English. */
export function useResultText(): ResultTranslation | null | undefined {
  const { locale } = useLocale();
  const query = useQuery({ queryKey: ['resultText', locale], queryFn: () => loadResultText(locale), staleTime: Infinity, gcTime: Infinity });
  if (query.isError) return null;
  return query.data;
}
