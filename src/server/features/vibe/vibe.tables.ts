import type { Selectable } from 'kysely';

/** What moved a pair's Vibe (decision 012). */
export const VIBE_CAUSES = ['relationship_type', 'weights', 'assessment', 'interests'] as const;
export type VibeCause = (typeof VIBE_CAUSES)[number];

export interface VibeTables {
  vibe_changes: {
    id: string;
    connection_id: string;
    previous_score: number;
    score: number;
    cause: VibeCause;
    /** The member whose action moved it; null once they are gone. */
    changed_by: string | null;
    /** The new relationship type for 'relationship_type'; null otherwise. */
    detail: string | null;
    created_at: string;
  };
}

export type VibeChangeRow = Selectable<VibeTables['vibe_changes']>;
