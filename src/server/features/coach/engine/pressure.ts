/**
 * Sex asked for in return for a job, a contract, a home or a grade, before anything has happened (indirect.ts). The
 * sexual-assault answer is written for after an assault (medical care within 72 hours, the clothes in a paper bag),
 * which does not fit someone who is being pressured now: this answer names the pressure, keeps them from going alone,
 * and gives the same sexual-violence lines, which also help with harassment and coercion.
 */
import { bullets, dial, elsewhere, type Local } from './localHelp.js';
import type { Reading } from './screen.js';

/** The group of the combo in indirect.ts; kind.ts counts it as sexual, so the topic is sexual_assault. */
export const PRESSURE_GROUP = 'sexual_pressure';

/** Whether the only sexual danger the message shows is pressure of this kind, nothing done yet. */
export function onlyPressure(reading: Reading): boolean {
  const abuse = reading.cues.filter((c) => (c.family === 'abuse' || c.group.startsWith('explicit:')) && c.weight * c.factor >= 1);
  return abuse.length > 0 && abuse.every((c) => c.group === PRESSURE_GROUP);
}

export function pressureReply(h: Local): string {
  return [
    "Thank you for telling me. Someone with power over your job, your home or your place hinting that keeping it depends on something sexual is sexual coercion, and often harassment under the law. It is not a misunderstanding you have to manage politely, and it is not your fault.",
    '',
    '**What can help now:**',
    "- **You don't have to go**: don't meet them alone, in a hotel room or at their home, whatever is said about your contract. Stay in public or shared spaces and bring someone if you must meet.",
    '- **Keep what they sent and write down what they said**, with dates, times and who was around. Screenshots and notes made now carry weight later.',
    '- **Tell someone who can act**: HR, a union rep, a manager above them, or the agency or landlord body they answer to. If you fear losing the work for saying no, an employment adviser can tell you what protects you.',
    '',
    ...(h
      ? [`- **If you are in immediate danger, call ${dial(h, true)} now.**`, ...bullets(h, 'assault'), elsewhere(h, 'assault')]
      : [
          '- **If you are in immediate danger, call your local emergency number now**: 911 in the US, 112 in the EU, 999 in the UK.',
          '- **US**: RAINN, **1-800-656-4673**, free and confidential, 24 hours; they help with sexual harassment and coercion too.',
          '- **UK**: Rape Crisis 24/7 Support Line, **0808 500 2222** (England and Wales).',
          '- **Anywhere else**: findahelpline.com lists free, confidential lines in your country.',
        ]),
    '',
    'Would it help to work out together what to say if they raise it again?',
  ].join('\n');
}
