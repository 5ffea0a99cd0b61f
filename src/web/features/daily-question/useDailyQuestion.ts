import { useQuery } from '@tanstack/react-query';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { queryClient, trpc } from '../../app/trpc';
import { chatSocket } from '../shared-chat/socket';
import type { DailyQuestionCardState, DailyQuestionState } from '../../../shared/dailyQuestion';

/**
 * The pair's question changed (an answer, the reveal, a skip, a pause): the frame names the connection and nothing
 * else, so every open card and dialog reads it again — this is how the reveal arrives live on both screens.
 */
chatSocket.onEvent((event) => {
  if (event.type !== 'daily_question_changed') return;
  void queryClient.invalidateQueries({ queryKey: trpc.dailyQuestion.pathKey() });
});

const EMPTY: Record<string, DailyQuestionCardState> = {};

/** Today's state and streak for the cards on screen, in one call. */
export function useDailyQuestionCards(connectionIds: string[]): Record<string, DailyQuestionCardState> {
  const ids = connectionIds.slice(0, 100);
  const cards = useQuery({ ...trpc.dailyQuestion.cards.queryOptions({ connectionIds: ids }), enabled: ids.length > 0, staleTime: 60_000 });
  return cards.data ?? EMPTY;
}

/** What a card says about today's question, written to the viewer. */
export const STATE_WORDS = defineMessages({
  new: { id: 'dailyQuestion.state.new', defaultMessage: 'New' },
  waiting_for_me: { id: 'dailyQuestion.state.waitingForMe', defaultMessage: 'Waiting for you' },
  waiting_for_them: { id: 'dailyQuestion.state.waitingForThem', defaultMessage: 'Waiting for them' },
  revealed: { id: 'dailyQuestion.state.revealed', defaultMessage: 'Revealed' },
  paused: { id: 'dailyQuestion.state.paused', defaultMessage: 'Paused' },
}) satisfies Record<DailyQuestionState, MessageDescriptor>;

export const STATE_COLOR: Record<DailyQuestionState, string> = {
  new: 'plum',
  waiting_for_me: 'orange',
  waiting_for_them: 'gray',
  revealed: 'teal',
  paused: 'gray',
};
