/**
 * Whether this is an iPhone, iPad or iPod. Its own module so the install banner, on the home's first paint, can ask
 * without bringing the push-subscription code along (decision 104's addendum).
 */
export function isIos(): boolean {
  const ua = navigator.userAgent;
  // iPadOS presents itself as a Mac; touch points tell them apart.
  return /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
}
