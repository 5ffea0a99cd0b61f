import type { AppConfig } from '../../env.js';
import { createAnthropicProvider } from './anthropic.js';
import { createBuiltinProvider, type BuiltinCompute } from './builtin-provider.js';
import { createOpenAiProvider } from './openai.js';
import type { CoachProvider } from './types.js';

export type { CoachAttachment, CoachProvider, CoachRequest } from './types.js';
export { CoachProviderError } from './errors.js';

/**
 * The provider COACH_PROVIDER selects (builtin by default, Claude when a key is set). The server passes its worker
 * threads, where the offline coach makes its replies (decision 102); without them it makes them in this thread.
 */
export function createCoachProvider(config: AppConfig['coach'], compute?: BuiltinCompute): CoachProvider {
  switch (config.provider) {
    case 'anthropic':
      return createAnthropicProvider({ apiKey: config.anthropicApiKey, model: config.model });
    case 'openai':
      return createOpenAiProvider({ baseUrl: config.openaiBaseUrl, apiKey: config.openaiApiKey, model: config.model });
    default:
      return createBuiltinProvider({ compute });
  }
}
