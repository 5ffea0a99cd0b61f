import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '../../test/render';
import { changePasswordForm, profileInput, resetConfirmForm } from '../../../shared/account';
import { PasswordSection } from './PasswordSection';

describe('the change-password form', () => {
  it('says what is missing and that the passwords differ, beside each field, before any call', async () => {
    render(<PasswordSection />);
    fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: 'long enough one' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'something else' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
  });
});

describe('the shared account schemas (one rule for the browser and the server)', () => {
  it('checks a new password like registration does, and the confirmation', () => {
    expect(changePasswordForm.safeParse({ currentPassword: 'x', newPassword: 'short', confirmPassword: 'short' }).error?.issues[0]?.message).toBe(
      'Password must be at least 8 characters',
    );
    expect(resetConfirmForm.safeParse({ token: 't', password: 'long enough', confirmPassword: 'long enough' }).success).toBe(true);
  });

  it('refuses an unknown time zone and a blank name', () => {
    expect(profileInput.safeParse({ timeZone: 'Mars/Olympus' }).success).toBe(false);
    expect(profileInput.safeParse({ firstName: '  ' }).success).toBe(false);
    expect(profileInput.safeParse({ firstName: 'Ada', timeZone: 'Europe/Paris' }).success).toBe(true);
  });
});
