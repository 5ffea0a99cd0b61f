/** Small text helpers every part of the offline coach reads messages with. */

/** Lower case, with curly apostrophes made straight, so "Sam’s" matches the same patterns as "sam's". */
export const lower = (s: string) => s.toLowerCase().replace(/[\u2018\u2019]/g, "'");

/** Words from a message, safe to put inside a regular expression. */
export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The possessive of a name or a noun phrase: "Sam's", "James's", but "your in-laws'", "my parents'" for a plural
 * that ends in s ("in-laws's" read as a typo to every member who saw it).
 */
export const possessive = (s: string) => (/(?<![sui])s$/.test(s) && !/^\p{Lu}/u.test(s.split(/\s+/).pop() ?? '') ? `${s}'` : `${s}'s`);
