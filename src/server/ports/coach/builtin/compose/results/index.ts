/**
 * Questions a member asks about their own results, answered from them (decision 105's path, called from
 * data-answer.ts): a habit their results name and how to change it, surprise at their own top love language, care
 * shown in deeds but asked for in words, what a connection's results say about how they are doing (stability is not
 * shared by default), jealousy from someone usually secure, a worried wait on an invitation, and a figure read as a grade, the type's name, or giving and wanting far apart (forms.ts). Each answers only the part asked about.
 */
import type { CoachContext } from '../../../context.js';
import { lower } from '../../read/text.js';
import { deedsReply } from './deeds.js';
import { giveReceiveReply, gradeReply, typeNameReply } from './forms.js';
import { howToReply } from './howto.js';
import { jealousReply } from './jealous.js';
import { surpriseReply } from './surprise.js';
import { waitingReply } from './waiting.js';
import { wellbeingReply } from './wellbeing.js';

export function ownResultsReply(ctx: CoachContext, message: string): string | null {
  const text = lower(message);
  return waitingReply(ctx, text) ?? wellbeingReply(ctx, text) ?? gradeReply(ctx, text) ?? typeNameReply(ctx, text, message) ?? giveReceiveReply(ctx, text) ?? deedsReply(ctx, text) ?? jealousReply(ctx, text) ?? howToReply(ctx, text) ?? surpriseReply(ctx, text);
}
