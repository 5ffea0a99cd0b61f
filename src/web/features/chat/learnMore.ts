import { queryClient, trpc, trpcClient } from '../../app/trpc';

/**
 * "Learn more" in the profile dialog: a new coach conversation with the topic's title and message; the coach starts
 * answering at once (the chat pane follows the reply). Resolves with the new id, or null when it failed: the
 * caller goes to / either way (spec §7).
 */
export async function startLearnMoreConversation(topic: { title: string; message: string }): Promise<string | null> {
  try {
    const conversation = await trpcClient.coach.createConversation.mutate({ title: topic.title, message: topic.message });
    void queryClient.invalidateQueries({ queryKey: trpc.coach.conversations.queryKey() });
    return conversation.id;
  } catch (error) {
    console.warn('Could not start the conversation', error);
    return null;
  }
}
