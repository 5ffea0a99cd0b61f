/** A provider failure the coach turns into words: the HTTP status when there was one (429, 5xx), else undefined. */
export class CoachProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CoachProviderError';
  }
}
