import { loadSharp } from '../../lazy.js';
import type { AppDeps } from '../../deps.js';
import { fail } from '../../errors.js';
import { ATTACHMENT_LABELS, loveLanguageLabel } from '../../../shared/assessment/labels.js';
import { emblemShapes, typeColor } from '../../../shared/assessment/typeEmblem.js';
import { getResults } from '../survey/survey.service.js';
import type { ShareImageExtra } from './share-image.schemas.js';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!);
}

/** Keeps a long name on one line of the card. */
function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('').trimEnd()}…` : text;
}

export interface ShareCard {
  name: string;
  type: string;
  nickname: string;
  lines: string[];
}

/** The card as SVG: the type's colour, its emblem in white, the name, type and nickname, and any chosen extras. */
export function shareCardSvg(card: ShareCard): string {
  const color = typeColor(card.type);
  const font = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`;
  const extras = card.lines
    .map((line, i) => `<text x="520" y="${470 + i * 44}" ${font} font-size="28" fill="#ffffff" fill-opacity="0.92">${escapeXml(clip(line, 46))}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}">
<defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.10"/><stop offset="1" stop-color="#000000" stop-opacity="0.25"/></linearGradient></defs>
<rect width="100%" height="100%" fill="${color}"/>
<rect width="100%" height="100%" fill="url(#shade)"/>
<circle cx="260" cy="315" r="190" fill="#ffffff" fill-opacity="0.12"/>
<g transform="translate(110 165) scale(2.5)">${emblemShapes(card.type, '#ffffff')}</g>
<text x="520" y="150" ${font} font-size="30" font-weight="bold" fill="#ffffff" fill-opacity="0.85" letter-spacing="4">ATTUNE</text>
<text x="520" y="230" ${font} font-size="48" font-weight="bold" fill="#ffffff">${escapeXml(clip(card.name, 26))}</text>
<text x="520" y="350" ${font} font-size="110" font-weight="bold" fill="#ffffff" letter-spacing="6">${escapeXml(card.type)}</text>
<text x="520" y="410" ${font} font-size="38" fill="#ffffff">${escapeXml(clip(card.nickname, 32))}</text>
${extras}
</svg>`;
}

/**
 * The signed-in person's share image as PNG. Only their name, type and nickname, plus the extras they chose;
 * 404 until they have results.
 */
export async function renderShareImage(deps: AppDeps, user: { id: string; firstName: string; lastName: string }, include: ShareImageExtra[]): Promise<Buffer> {
  const results = await getResults(deps, user.id);
  if (!results) throw fail.notFound('Complete your assessment to get a share image.');
  const lines: string[] = [];
  if (include.includes('loveLanguages')) {
    lines.push(`Gives love through ${loveLanguageLabel(results.loveLanguageGiving, 'giving')}`);
    lines.push(`Feels loved through ${loveLanguageLabel(results.loveLanguageReceiving, 'receiving')}`);
  }
  if (include.includes('attachment')) lines.push(`${ATTACHMENT_LABELS[results.relationshipType]} attachment`);
  const svg = shareCardSvg({ name: `${user.firstName} ${user.lastName}`.trim(), type: results.personalityType, nickname: results.nickname, lines });
  return loadSharp()(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
