import { useState } from 'react';
import { Avatar, Badge, Box, Group, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBook2, IconId, IconLogout, IconMessageReport, IconSettings, IconShieldLock, IconSparkles, IconTargetArrow, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useCurrentUser, useSession } from '../features/auth/session';
import { useFloatingParts } from './later/useFloating';
import { useFocusKept } from './later/useFocusKept';
import classes from './MainNav.module.css';

/** The places a signed-in person moves between, named as the screens name themselves. */
export type NavTab = 'coach' | 'people' | 'hub' | 'actions' | 'me';

/** What each tab does on this screen; a tab without a handler goes to the chat home and opens it there. */
export interface NavHandlers {
  coach?: () => void;
  people?: () => void;
  hub?: () => void;
  actions?: () => void;
  profile?: () => void;
}

export interface NavBadges {
  /** Requests waiting for this person's answer plus unread messages from their people. */
  people?: number;
  /** What the count on People means, read after the number ("2 waiting"). */
  peopleLabel?: string;
  /** Posts by others in the Social Hub since the person last looked. */
  hub?: number;
}

export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
}

const m = defineMessages({
  coach: { id: 'nav.coach', defaultMessage: 'Coach' },
  people: { id: 'nav.people', defaultMessage: 'People' },
  hub: { id: 'nav.hub', defaultMessage: 'Hub' },
  actions: { id: 'nav.actions', defaultMessage: 'Actions' },
  newItems: { id: 'nav.badge.new', defaultMessage: 'new' },
  newPosts: { id: 'nav.badge.newPosts', defaultMessage: 'new posts' },
  main: { id: 'nav.main', defaultMessage: 'Main' },
});

const ITEMS = [
  { tab: 'coach', label: m.coach, icon: IconSparkles },
  { tab: 'people', label: m.people, icon: IconUsers },
  { tab: 'hub', label: m.hub, icon: IconUsersGroup },
  { tab: 'actions', label: m.actions, icon: IconTargetArrow },
] as const;

function useTabActions(handlers: NavHandlers) {
  const navigate = useNavigate();
  const home = (search: Record<string, boolean>) => () => void navigate({ to: '/', search });
  return {
    coach: handlers.coach ?? home({}),
    people: handlers.people ?? home({ openPeople: true }),
    hub: handlers.hub ?? home({ openHub: true }),
    actions: handlers.actions ?? home({ openActions: true }),
    profile: handlers.profile ?? home({ openProfile: true }),
  };
}

function CountBadge({ count, label }: { count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <Badge size="xs" circle color="red" className={classes.badge}>
      {count > 9 ? <FormattedMessage id="common.countOver" defaultMessage="{count, number}+" values={{ count: 9 }} /> : count}
      <VisuallyHidden> {label}</VisuallyHidden>
    </Badge>
  );
}

/**
 * The labelled navigation: a bottom tab bar on a phone (`variant="tabs"`), a row of labelled buttons in the desktop
 * header (`variant="header"`). The same places and the same badges in both.
 */
export function MainNav({
  variant,
  active,
  handlers,
  badges = {},
  onFeedback,
}: {
  variant: 'tabs' | 'header';
  active?: NavTab;
  handlers: NavHandlers;
  badges?: NavBadges;
  onFeedback: () => void;
}) {
  const intl = useIntl();
  const actions = useTabActions(handlers);
  const counts: Partial<Record<NavTab, { n?: number; label: string }>> = {
    people: { n: badges.people, label: badges.peopleLabel ?? intl.formatMessage(m.newItems) },
    hub: { n: badges.hub, label: intl.formatMessage(m.newPosts) },
  };
  const items = ITEMS.map(({ tab, label, icon: Icon }) => (
    <UnstyledButton
      key={tab}
      className={classes.item}
      data-variant={variant}
      data-active={active === tab || undefined}
      aria-current={active === tab ? 'page' : undefined}
      onClick={actions[tab]}
    >
      <Box className={classes.iconWrap}>
        <Icon size={variant === 'tabs' ? 22 : 18} aria-hidden />
        <CountBadge count={counts[tab]?.n} label={counts[tab]?.label ?? ''} />
      </Box>
      <span>{intl.formatMessage(label)}</span>
    </UnstyledButton>
  ));
  const me = <MeMenu variant={variant} onProfile={actions.profile} onFeedback={onFeedback} />;
  if (variant === 'header')
    return (
      <Group component="nav" aria-label={intl.formatMessage(m.main)} gap={2} wrap="nowrap">
        {items}
        <UnstyledButton component={Link} to="/journal" className={classes.item} data-variant="header">
          <IconBook2 size={18} aria-hidden />
          <span>
            <FormattedMessage id="nav.journal" defaultMessage="Journal" />
          </span>
        </UnstyledButton>
        {me}
      </Group>
    );
  return (
    <nav aria-label={intl.formatMessage(m.main)} className={classes.tabs}>
      {items}
      {me}
    </nav>
  );
}

/**
 * The person's own menu ("Me"): profile and results, journal, settings, feedback, admin, sign out. The menu's code
 * is not part of the first paint (decision 104): until it arrives the button is drawn alone, the same, and a press
 * in that moment fetches it and opens the menu as soon as it is here.
 */
function MeMenu({ variant, onProfile, onFeedback }: { variant: 'tabs' | 'header'; onProfile: () => void; onFeedback: () => void }) {
  const user = useCurrentUser();
  const { signOut } = useSession();
  const [parts, load] = useFloatingParts();
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  const ref = useFocusKept(parts !== null);
  const face = (
    <>
      <Box className={classes.iconWrap}>
        <Avatar src={user.profileImageUrl} alt="" color="plum" radius="xl" size={variant === 'tabs' ? 24 : 28} aria-hidden>
          {initialsOf(user.firstName, user.lastName)}
        </Avatar>
      </Box>
      <span>
        <FormattedMessage id="nav.me" defaultMessage="Me" />
      </span>
    </>
  );
  if (!parts) {
    return (
      <UnstyledButton
        ref={ref}
        className={classes.item}
        data-variant={variant}
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={() => {
          setOpenWhenLoaded(true);
          void load();
        }}
      >
        {face}
      </UnstyledButton>
    );
  }
  const { Menu } = parts;
  return (
    // Kept inside the navigation landmark (not a portal), so the open menu is part of it.
    <Menu position={variant === 'tabs' ? 'top-end' : 'bottom-end'} withinPortal={false} shadow="md" width={230} defaultOpened={openWhenLoaded}>
      <Menu.Target>
        <UnstyledButton ref={ref} className={classes.item} data-variant={variant}>
          {face}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.firstName} {user.lastName}
        </Menu.Label>
        <Menu.Item leftSection={<IconId size={16} aria-hidden />} onClick={onProfile}>
          <FormattedMessage id="nav.me.profile" defaultMessage="Profile and results" />
        </Menu.Item>
        <Menu.Item component={Link} to="/journal" leftSection={<IconBook2 size={16} aria-hidden />}>
          <FormattedMessage id="nav.journal" defaultMessage="Journal" />
        </Menu.Item>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} aria-hidden />}>
          <FormattedMessage id="nav.me.settings" defaultMessage="Settings" />
        </Menu.Item>
        <Menu.Item leftSection={<IconMessageReport size={16} aria-hidden />} onClick={onFeedback}>
          <FormattedMessage id="nav.me.feedback" defaultMessage="Send Feedback" />
        </Menu.Item>
        {user.isAdmin && (
          <Menu.Item component={Link} to="/admin" leftSection={<IconShieldLock size={16} aria-hidden />}>
            <FormattedMessage id="nav.me.admin" defaultMessage="Admin monitor" />
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red.9" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
          <FormattedMessage id="nav.me.signOut" defaultMessage="Sign out" />
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
