import { useQuery } from '@tanstack/react-query';
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
export const STATE_WORDS: Record<DailyQuestionState, string> = {
  new: 'New',
  waiting_for_me: 'Waiting for you',
  waiting_for_them: 'Waiting for them',
  revealed: 'Revealed',
  paused: 'Paused',
};

export const STATE_COLOR: Record<DailyQuestionState, string> = {
  new: 'plum',
  waiting_for_me: 'orange',
  waiting_for_them: 'gray',
  revealed: 'teal',
  paused: 'gray',
};
