import { z } from 'zod';
import { LOCALES } from './locales.js';

export * from './locales.js';

export const localeSchema = z.enum(LOCALES, { message: 'Language must be one of: en, es' });
