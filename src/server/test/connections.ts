/** Test helpers for this feature (not used by the app). */
import type { HobbyCategoryAnswer, SurveyAnswers } from '../../shared/assessment/types.js';
import type { AppDeps } from '../deps.js';
import { seedAssessment } from './demo-survey.js';

export const HIKER: HobbyCategoryAnswer[] = [
  {
    category: 'outdoors_movement',
    selections: [
      { activityId: 'hiking', interest: 5, frequency: 'often', intensity: 'moderate' },
      { activityId: 'cycling', interest: 4, frequency: 'sometimes', intensity: 'casual' },
    ],
    preferences: { topThree: ['hiking'], notes: '' },
  },
];

export const QUIET: SurveyAnswers = { communication: [1, 3], conflict_resolution: [2], love_languages: [0, 4], attachment_style: [1] };
export const LIVELY: SurveyAnswers = { communication: [0, 2, 5], conflict_resolution: [1, 6], love_languages: [2], attachment_style: [0, 3] };

/** A completed assessment (results, hobbies) for a test person. */
export function giveAssessment(deps: AppDeps, userId: string, answers: SurveyAnswers = QUIET, hobbies = HIKER): Promise<void> {
  return seedAssessment(deps, userId, answers, hobbies);
}

/** Decodes the text and HTML parts of a raw MIME message as nodemailer writes it. */
export function mimeParts(raw: string): { headers: string; text: string; html: string } {
  const headerEnd = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, headerEnd);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  const out = { headers, text: '', html: '' };
  for (const part of parts) {
    const split = part.indexOf('\r\n\r\n');
    const h = part.slice(0, split);
    const body = part.slice(split + 4).replace(/\r\n$/, '');
    const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(h)?.[1]?.toLowerCase();
    let decoded = body;
    if (encoding === 'base64') decoded = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') {
      const joined = body.replace(/=\r?\n/g, '');
      const bytes: number[] = [];
      for (let i = 0; i < joined.length; i++) {
        const hex = joined.slice(i + 1, i + 3);
        if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
          bytes.push(parseInt(hex, 16));
          i += 2;
        } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
      }
      decoded = Buffer.from(bytes).toString('utf8');
    }
    if (/Content-Type:\s*text\/plain/i.test(h)) out.text = decoded.replace(/\r\n/g, '\n');
    if (/Content-Type:\s*text\/html/i.test(h)) out.html = decoded;
  }
  return out;
}
