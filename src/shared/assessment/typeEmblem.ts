/**
 * Each type's colour and emblem. The emblem is drawn from the four letters, so every type has its own and the
 * shapes mean something: E sends rays out, I holds an inner ring; S has a square core, N a round one with an orbit;
 * T crosses it with straight lines, F with petals; J closes the outer circle, P leaves it open. The same SVG is
 * drawn in the browser (/profile) and by the server for the share image, so both always match.
 */
import type { TypeCode } from './typeReports.js';

/** One colour per type, each dark enough for white text on it (at least 4.5:1). Grouped by the two middle letters. */
export const TYPE_COLORS: Record<TypeCode, string> = {
  INTJ: '#4338ca',
  INTP: '#5b21b6',
  ENTJ: '#7e22ce',
  ENTP: '#6d28d9',
  INFJ: '#0f766e',
  INFP: '#15803d',
  ENFJ: '#047857',
  ENFP: '#0e7490',
  ISTJ: '#1e3a8a',
  ISFJ: '#1d4ed8',
  ESTJ: '#334155',
  ESFJ: '#0369a1',
  ISTP: '#9a3412',
  ISFP: '#be185d',
  ESTP: '#b91c1c',
  ESFP: '#a16207',
};

const FALLBACK_COLOR = '#6b2a5a';

export function typeColor(code: string): string {
  return TYPE_COLORS[code as TypeCode] ?? FALLBACK_COLOR;
}

const f = (n: number) => Number(n.toFixed(2));

/** The emblem's shapes (no <svg> wrapper) on a 120 × 120 grid, stroked in `color`. */
export function emblemShapes(code: string, color: string): string {
  const [ei, sn, tf, jp] = code.toUpperCase().padEnd(4, '?').split('');
  const c = 60;
  const parts: string[] = [];
  const stroke = `stroke="${color}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" fill="none"`;

  // J closes the outer circle; P leaves it open in dashes.
  parts.push(`<circle cx="${c}" cy="${c}" r="44" ${stroke}${jp === 'P' ? ' stroke-dasharray="14 9"' : ''}/>`);

  // E: eight rays reaching out past the circle. I: an inner ring held inside it.
  if (ei === 'E') {
    for (let i = 0; i < 8; i++) {
      const a = (Math.PI / 4) * i + Math.PI / 8;
      parts.push(`<line x1="${f(c + Math.cos(a) * 50)}" y1="${f(c + Math.sin(a) * 50)}" x2="${f(c + Math.cos(a) * 58)}" y2="${f(c + Math.sin(a) * 58)}" ${stroke}/>`);
    }
  } else {
    parts.push(`<circle cx="${c}" cy="${c}" r="36" stroke="${color}" stroke-width="2" fill="none" opacity="0.7"/>`);
  }

  // T: a straight cross. F: four soft petals.
  if (tf === 'T') {
    parts.push(`<line x1="${c}" y1="${c - 30}" x2="${c}" y2="${c + 30}" ${stroke}/>`);
    parts.push(`<line x1="${c - 30}" y1="${c}" x2="${c + 30}" y2="${c}" ${stroke}/>`);
  } else {
    for (const angle of [0, 90, 180, 270]) {
      parts.push(`<ellipse cx="${c}" cy="${c - 19}" rx="9" ry="15" transform="rotate(${angle} ${c} ${c})" ${stroke}/>`);
    }
  }

  // S: a square core, set square. N: a round core with a small orbiting dot.
  if (sn === 'S') {
    parts.push(`<rect x="${c - 10}" y="${c - 10}" width="20" height="20" rx="3" fill="${color}"/>`);
  } else {
    parts.push(`<circle cx="${c}" cy="${c}" r="11" fill="${color}"/>`);
    parts.push(`<circle cx="${c + 22}" cy="${c - 22}" r="5" fill="${color}"/>`);
  }
  return parts.join('');
}

/** The emblem as a complete SVG document, `size` pixels square. */
export function emblemSvg(code: string, color = typeColor(code), size = 120): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 120 120">${emblemShapes(code, color)}</svg>`;
}
