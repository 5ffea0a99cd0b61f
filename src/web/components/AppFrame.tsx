import { useState, type ReactNode } from 'react';
import { Anchor, Box, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { PRODUCT_NAME } from '../lib/pageTitle';
import { InstallBanner } from '../features/install';
import { MainNav, type NavBadges, type NavHandlers, type NavTab } from './MainNav';
import { usePendingRequestCount } from './usePendingRequestCount';
import { lazyDialog } from './lazyDialog';
import { RemoveScroll } from '../lib/removeScrollNames';
import classes from './AppFrame.module.css';

// Opened from the menu only: its form (and the form and schema libraries) load then, not with every screen.
const FeedbackDialog = lazyDialog(() => import('../features/feedback/FeedbackDialog').then((m) => m.FeedbackDialog));

export { initialsOf } from './MainNav';

export const TAB_BAR_HEIGHT = 64;
/** Mantine's `sm` breakpoint (48em = 768 px): below it the phone layout with the bottom tab bar. */
export const PHONE_QUERY = '(max-width: 47.99em)';

export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}

/**
 * The signed-in frame: the brand, labelled navigation (a bottom tab bar on a phone, a row of labelled places in the
 * desktop header), the person's own "Me" menu, a way back on every screen below the chat home, the install offer in
 * the page's flow (never floating over the composer), and the feedback dialog the Me menu opens.
 *
 * The chat home passes `handlers` so its tabs open its dialogs in place; on other screens a tab goes to the chat home
 * and opens the same thing there. `fill` makes the main area exactly the space between header and tab bar, for the
 * chat home whose composer must stay in view.
 */
export function AppFrame({
  children,
  navbar,
  active,
  handlers = {},
  badges,
  fill = false,
}: {
  children: ReactNode;
  navbar?: ReactNode;
  active?: NavTab;
  handlers?: NavHandlers;
  badges?: NavBadges;
  fill?: boolean;
}) {
  const intl = useIntl();
  const phone = usePhoneLayout();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const pending = usePendingRequestCount();
  const allBadges: NavBadges = badges ?? { people: pending, peopleLabel: intl.formatMessage({ id: 'nav.badge.waiting', defaultMessage: 'waiting for your answer' }) };
  const nav = (variant: 'tabs' | 'header') => (
    <MainNav variant={variant} active={active} handlers={handlers} badges={allBadges} onFeedback={() => setFeedbackOpen(true)} />
  );
  return (
    // The frame's own layout (AppFrame.module.css), not Mantine's AppShell: the same boxes and landmarks for a quarter of
    // the script (decision 104). The header and tab bar keep clear of the scroll bar while a dialog locks scrolling,
    // with react-remove-scroll's class as AppShell gave them.
    <Box className={classes.root} mod={{ 'with-footer': phone, 'with-navbar': Boolean(navbar) }}>
      <Box component="header" className={`${classes.header} ${RemoveScroll.classNames.zeroRight}`} data-app-frame="header" px={{ base: 'xs', sm: 'md' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            {pathname !== '/' && (
              <Anchor component={Link} to="/" underline="never" c="var(--attune-quiet-text)" aria-label={intl.formatMessage({ id: 'nav.backToChat', defaultMessage: 'Back to chat' })}>
                <Group gap={4} wrap="nowrap">
                  <IconArrowLeft size={20} aria-hidden />
                  <Text span size="sm" fw={500}>
                    <FormattedMessage id="nav.back" defaultMessage="Back" />
                  </Text>
                </Group>
              </Anchor>
            )}
            <Anchor component={Link} to="/" underline="never" aria-label={intl.formatMessage({ id: 'app.homeLink', defaultMessage: 'Attune home' })}>
              <Group gap={8} wrap="nowrap">
                <img src="/icon.svg" alt="" width={30} height={30} />
                <Text fw={700} fz="lg" ff="heading" c="var(--attune-accent-text)" visibleFrom="xs">
                  {PRODUCT_NAME}
                </Text>
              </Group>
            </Anchor>
          </Group>
          {!phone && nav('header')}
        </Group>
      </Box>
      {navbar && (
        <Box component="nav" className={classes.navbar} p="md">
          {navbar}
        </Box>
      )}
      <Box component="main" className={classes.main} data-app-frame="main" style={fill ? { height: '100dvh', display: 'flex', flexDirection: 'column' } : undefined}>
        <InstallBanner />
        {fill ? <Box style={{ flex: 1, minHeight: 0 }}>{children}</Box> : children}
      </Box>
      {phone && (
        <Box component="footer" className={`${classes.footer} ${RemoveScroll.classNames.zeroRight}`} data-app-frame="footer">
          {nav('tabs')}
        </Box>
      )}
      <FeedbackDialog opened={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </Box>
  );
}
