import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { initialAuthMode, invitationTokenFrom } from './AuthScreen';
import { NotFound } from '../../components/NotFound';
import { render } from '../../test/render';

describe('auth mode (spec §2)', () => {
  it('opens register mode for an invite parameter, /join/{token} and /signup paths', () => {
    expect(initialAuthMode('/auth', {})).toBe('login');
    expect(initialAuthMode('/auth', { invite: 'abc' })).toBe('register');
    expect(initialAuthMode('/join/xyz', {})).toBe('register');
    expect(initialAuthMode('/signup', {})).toBe('register');
    expect(initialAuthMode('/signup/anything', {})).toBe('register');
    expect(initialAuthMode('/auth', { reset: 'token' })).toBe('newPassword');
    expect(initialAuthMode('/auth', { reset: '' })).toBe('login');
  });

  it('reads the invitation token from the query or the join path', () => {
    expect(invitationTokenFrom('/signup', { invite: 'tok1' })).toBe('tok1');
    expect(invitationTokenFrom('/join/tok%202', {})).toBe('tok 2');
    expect(invitationTokenFrom('/auth', {})).toBeUndefined();
  });
});

describe('NotFound', () => {
  it('reads "404 Page Not Found" and links home', async () => {
    render(<NotFound />);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
  });
});
