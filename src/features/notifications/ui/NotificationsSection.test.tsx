// @vitest-environment jsdom
// "E-mail me a weekly summary" and "E-mail me when someone mentions me": each saved when ticked,
// and disabled, saying why, without outgoing e-mail while off.

import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../../test/helpers/render';
import { json, stubApi } from '../../../ui-kit/test-support';
import { NotificationsSection } from './NotificationsSection';

const api = stubApi();
const LABEL = 'E-mail me a weekly summary';
const MENTIONS = 'E-mail me when someone mentions me in a comment';

describe('the weekly summary setting', () => {
  it('saves the choice as soon as it is ticked, and says so', async () => {
    renderWithI18n(<NotificationsSection weeklySummary={false} mailConfigured />);
    api.fetch.mockResolvedValueOnce(json(200, { weeklySummary: true }));
    await act(async () => fireEvent.click(screen.getByLabelText(LABEL)));
    const [path, init] = api.fetch.mock.calls[0]!;
    expect([path, init.method, JSON.parse(init.body)]).toEqual([
      '/api/v4/account/notifications/',
      'PUT',
      { weeklySummary: true },
    ]);
    expect((screen.getByLabelText(LABEL) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('You will get a weekly summary by e-mail.')).toBeTruthy();
  });

  it('is disabled without outgoing e-mail, saying what it needs', () => {
    renderWithI18n(
      <NotificationsSection weeklySummary={false} mentionMails={false} mailConfigured={false} />,
    );
    expect((screen.getByLabelText(LABEL) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(MENTIONS) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getAllByText('Needs outgoing e-mail: set SMTP_URL and MAIL_FROM.')).toHaveLength(2);
  });

  it('shows the server’s refusal', async () => {
    renderWithI18n(<NotificationsSection weeklySummary={false} mailConfigured />);
    api.fetch.mockResolvedValueOnce(
      json(409, {
        error: { code: 'mail_not_configured', message: 'Needs outgoing e-mail: set SMTP_URL and MAIL_FROM.' },
      }),
    );
    await act(async () => fireEvent.click(screen.getByLabelText(LABEL)));
    expect(screen.getByRole('alert').textContent).toBe('Needs outgoing e-mail: set SMTP_URL and MAIL_FROM.');
    expect((screen.getByLabelText(LABEL) as HTMLInputElement).checked).toBe(false);
  });
});

describe('the mention e-mail setting', () => {
  it('is on unless turned off, and saves only itself when changed', async () => {
    renderWithI18n(<NotificationsSection weeklySummary={false} mailConfigured={false} />);
    const box = screen.getByLabelText(MENTIONS) as HTMLInputElement;
    // On, it can be turned off even without outgoing e-mail.
    expect([box.checked, box.disabled]).toEqual([true, false]);
    api.fetch.mockResolvedValueOnce(json(200, { weeklySummary: false, mentionMails: false }));
    await act(async () => fireEvent.click(box));
    const [path, init] = api.fetch.mock.calls.at(-1)!;
    expect([path, init.method, JSON.parse(init.body)]).toEqual([
      '/api/v4/account/notifications/',
      'PUT',
      { mentionMails: false },
    ]);
    expect(box.checked).toBe(false);
    expect(screen.getByText('Mentions of you will not be e-mailed.')).toBeTruthy();
    expect((screen.getByLabelText(LABEL) as HTMLInputElement).checked).toBe(false);
  });
});
