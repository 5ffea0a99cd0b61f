import type { ReactNode } from 'react';
import { ActionIcon, Anchor, AppShell, Avatar, Group, Menu, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconBook2, IconId, IconLogout, IconMessageCircle, IconSettings, IconShieldLock } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCurrentUser, useSession } from '../features/auth/session';

export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
}

/**
 * The signed-in frame: brand, the page's own header actions, and the one menu for the person (the avatar): their
 * profile and results, journal, settings (the one way to /settings) and sign out. `navbar` is the desktop sidebar
 * (hidden below the sm breakpoint; the chat home shows the same on phones through its Coach / People switch).
 * `onOpenProfile` opens the profile dialog in place (the chat home); elsewhere the item goes to /?openProfile=true.
 */
export function AppFrame({
  children,
  headerActions,
  navbar,
  onOpenProfile,
}: {
  children: ReactNode;
  headerActions?: ReactNode;
  navbar?: ReactNode;
  onOpenProfile?: () => void;
}) {
  const user = useCurrentUser();
  const { signOut } = useSession();
  const navigate = useNavigate();
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={navbar ? { width: 300, breakpoint: 'sm', collapsed: { mobile: true } } : undefined}
      padding={0}
    >
      <AppShell.Header px={{ base: 'xs', sm: 'md' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Anchor component={Link} to="/" underline="never" aria-label="Attune home">
            <Group gap={8} wrap="nowrap">
              <img src="/icon.svg" alt="" width={30} height={30} />
              <Text fw={700} fz="lg" ff="heading" c="plum.8" visibleFrom="xs">
                Attune
              </Text>
            </Group>
          </Anchor>
          <Group gap={4} wrap="nowrap">
            {headerActions}
            <Menu position="bottom-end" withinPortal shadow="md" width={220}>
              <Menu.Target>
                <UnstyledButton aria-label="Account menu" style={{ borderRadius: '50%' }}>
                  <Avatar src={user.profileImageUrl} alt={`${user.firstName} ${user.lastName}`} color="plum" radius="xl" size={34}>
                    {initialsOf(user.firstName, user.lastName)}
                  </Avatar>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>
                  {user.firstName} {user.lastName}
                </Menu.Label>
                <Menu.Item
                  leftSection={<IconId size={16} aria-hidden />}
                  onClick={() => (onOpenProfile ? onOpenProfile() : void navigate({ to: '/', search: { openProfile: true } }))}
                >
                  Profile and results
                </Menu.Item>
                <Menu.Item component={Link} to="/" leftSection={<IconMessageCircle size={16} aria-hidden />}>
                  Chat
                </Menu.Item>
                <Menu.Item component={Link} to="/journal" leftSection={<IconBook2 size={16} aria-hidden />}>
                  Journal
                </Menu.Item>
                <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} aria-hidden />}>
                  Settings
                </Menu.Item>
                {user.isAdmin && (
                  <Menu.Item component={Link} to="/admin" leftSection={<IconShieldLock size={16} aria-hidden />}>
                    Admin monitor
                  </Menu.Item>
                )}
                <Menu.Divider />
                <Menu.Item color="red.9" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
                  Sign out
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      {navbar && <AppShell.Navbar p="md">{navbar}</AppShell.Navbar>}
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}

/** A labelled icon button for the header (the tooltip doubles as the accessible name). */
export function HeaderAction({ label, icon, onClick, disabled }: { label: string; icon: ReactNode; onClick?: () => void; disabled?: boolean }) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label={label} onClick={onClick} disabled={disabled}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
