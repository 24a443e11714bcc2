// @vitest-environment jsdom
// A team's page: the team's name with the viewer's role and its links, each presentation with the
// actions the viewer's right on it allows, and the members.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { SIGNED_IN } from '../../../../ui-kit/header/test-support';
import type { TeamCardData, TeamPageData } from '../../contracts';
import TeamPage from './TeamPage';

afterEach(cleanup);

const card = (oid: string, title: string, right: 'edit' | 'view'): TeamCardData => ({
  oid,
  title,
  subTitle: 'by olga',
  path: `/p/${oid}/deck/`,
  thumbnail: `/thumbnails/${oid}.svg`,
  viewCount: 0,
  likesCount: 0,
  right,
  editPath: `/p/edit/${oid}/`,
  settingsPath: right === 'edit' ? `/p/${oid}/settings/` : null,
  updatedAt: '2026-11-27T05:00:00.000Z',
});

const DATA: TeamPageData = {
  team: {
    tid: 'team0000001',
    name: 'Design',
    role: 'member',
    path: '/teams/team0000001/',
    settingsPath: '/teams/team0000001/settings/',
  },
  cards: [card('aaaaaaaaaaaa', 'Roadmap', 'edit'), card('bbbbbbbbbbbb', 'Budget', 'view')],
  members: [
    {
      oid: 'user0000001',
      username: 'olga',
      name: 'Olga',
      role: 'owner',
      isYou: false,
      since: '2026-11-01T00:00:00.000Z',
    },
    {
      oid: 'user0000002',
      username: 'ben',
      name: 'Ben',
      role: 'member',
      isYou: true,
      since: '2026-11-02T00:00:00.000Z',
    },
  ],
  canCreate: false,
};

function renderTeamPage(over: Partial<TeamPageData> = {}) {
  return renderWithI18n(
    <TeamPage
      site={SIGNED_IN}
      {...DATA}
      {...over}
      folders={{
        space: { kind: 'team', tid: 'team0000001', name: 'Design' },
        folders: [],
        canCreate: false,
        shared: [],
      }}
      videoUsage={{ usedBytes: 0, quotaBytes: 1024 ** 3 }}
    />,
  );
}

const actionsOf = (title: string) =>
  within(screen.getByRole('list', { name: new RegExp(title) }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('TeamPage', () => {
  it('names the team and the viewer’s role, with its settings and brand kit', () => {
    renderTeamPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Design');
    const nav = within(screen.getByRole('navigation', { name: /team/i }));
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/teams/team0000001/settings/',
      '/teams/team0000001/brand-kit/',
    ]);
  });

  it('offers New presentation to those who may make one', () => {
    renderTeamPage({ canCreate: true });
    const nav = within(screen.getByRole('navigation', { name: /team/i }));
    expect(nav.getAllByRole('link')[0]!.getAttribute('href')).toBe('#create');
  });

  it('gives each presentation the actions of the viewer’s right on it', () => {
    renderTeamPage();
    expect(actionsOf('Roadmap')).toHaveLength(4);
    expect(actionsOf('Budget')).toHaveLength(1);
    expect(
      screen
        .getByRole('list', { name: /Budget/ })
        .querySelector('a')!
        .getAttribute('href'),
    ).toBe('/p/bbbbbbbbbbbb/deck/');
  });

  it('lists the members with their roles, the viewer marked', () => {
    renderTeamPage();
    const members = within(screen.getByRole('region', { name: /members/i }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(members).toHaveLength(2);
    expect(members[0]).toContain('@olga');
    expect(members[1]).toContain('@ben · ');
  });
});
