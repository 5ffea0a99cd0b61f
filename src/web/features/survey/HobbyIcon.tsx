import type { ComponentType } from 'react';
import { IconBook, IconMovie, IconPalette, IconToolsKitchen2, IconTrekking, IconUsersGroup, IconYoga } from '@tabler/icons-react';

/**
 * The interest categories drawn with the app's own icon set: the emoji the content carries depend on the visitor's
 * fonts (a Linux desktop without an emoji font shows empty boxes). A category without a drawn icon keeps its emoji.
 */
const ICONS: Record<string, ComponentType<{ size?: number; stroke?: number }>> = {
  outdoors_movement: IconTrekking,
  creative_arts: IconPalette,
  food_home: IconToolsKitchen2,
  mind_learning: IconBook,
  social_community: IconUsersGroup,
  entertainment_media: IconMovie,
  wellness_spirituality: IconYoga,
};

export function HobbyIcon({ category, size }: { category: { id: string; icon: string }; size: number }) {
  const Icon = ICONS[category.id];
  return Icon ? <Icon size={size} stroke={1.6} /> : <span style={{ fontSize: size, lineHeight: 1 }}>{category.icon}</span>;
}
