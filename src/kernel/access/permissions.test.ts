import { describe, expect, it } from 'vitest';
import {
  canComment,
  canCopy,
  canDownload,
  canEdit,
  canLike,
  canPresentLive,
  canSeeThumbnail,
  canUseTemplate,
  canView,
  isListed,
  isPublicView,
  mayCachePublicly,
  type PresentationAccess,
  passesLinkGate,
  sharePath,
  showsMakeACopy,
  type Viewer,
  viewerRights,
} from './permissions';

const OWNER_ID = 1;

interface Who {
  viewer: Viewer | null;
  role?: PresentationAccess['role'];
  viaViewLink?: boolean;
}

const people = {
  anonymous: { viewer: null },
  other: { viewer: { id: 2, isStaff: false } },
  owner: { viewer: { id: OWNER_ID, isStaff: false } },
  staff: { viewer: { id: 3, isStaff: true } },
  editor: { viewer: { id: 4, isStaff: false }, role: 'edit' },
  commenter: { viewer: { id: 5, isStaff: false }, role: 'comment' },
  'anonymous view-link holder': { viewer: null, viaViewLink: true },
  'signed-in view-link holder': { viewer: { id: 6, isStaff: false }, viaViewLink: true },
} satisfies Record<string, Who>;
type Person = keyof typeof people;

const presentations = {
  public: { privacy: 'public', hidden: false },
  reusable: { privacy: 'reusable', hidden: false },
  private: { privacy: 'private', hidden: false },
  hidden: { privacy: 'public', hidden: true },
} satisfies Record<string, Pick<PresentationAccess, 'privacy' | 'hidden'>>;
type Kind = keyof typeof presentations;

// Columns: view, like, edit, comment, copy. 1 = allowed.
type Rights = [number, number, number, number, number];
const NONE: Rights = [0, 0, 0, 0, 0];
const ALL: Rights = [1, 1, 1, 1, 1];

const openRights: Record<Person, Rights> = {
  anonymous: [1, 0, 0, 0, 0],
  other: [1, 1, 0, 0, 1],
  owner: ALL,
  staff: [1, 1, 0, 0, 1],
  editor: ALL,
  commenter: [1, 1, 0, 1, 1],
  'anonymous view-link holder': [1, 0, 0, 0, 0],
  'signed-in view-link holder': [1, 1, 0, 0, 1],
};

// Public presentations are watched, not reused: only their editors may copy them.
const publicRights: Record<Person, Rights> = {
  ...openRights,
  other: [1, 1, 0, 0, 0],
  staff: [1, 1, 0, 0, 0],
  commenter: [1, 1, 0, 1, 0],
  'signed-in view-link holder': [1, 1, 0, 0, 0],
};

const expected: Record<Kind, Record<Person, Rights>> = {
  public: publicRights,
  reusable: openRights,
  private: {
    anonymous: NONE,
    other: NONE,
    owner: ALL,
    staff: [1, 1, 0, 0, 0],
    editor: ALL,
    commenter: [1, 1, 0, 1, 0],
    'anonymous view-link holder': [1, 0, 0, 0, 0],
    'signed-in view-link holder': [1, 1, 0, 0, 0],
  },
  // Taken down: only the owner still sees it, and nobody copies it.
  hidden: {
    anonymous: NONE,
    other: NONE,
    owner: [1, 1, 1, 1, 0],
    staff: NONE,
    editor: NONE,
    commenter: NONE,
    'anonymous view-link holder': NONE,
    'signed-in view-link holder': NONE,
  },
};

const rows = (Object.keys(expected) as Kind[]).flatMap((kind) =>
  (Object.keys(people) as Person[]).map((person) => ({ kind, person, rights: expected[kind][person] })),
);

describe('presentation permissions', () => {
  it.each(rows)('$person on a $kind presentation', ({ kind, person, rights }) => {
    const who: Who = people[person];
    const access: PresentationAccess = {
      ownerId: OWNER_ID,
      ...presentations[kind],
      ...(who.role ? { role: who.role } : {}),
      ...(who.viaViewLink ? { viaViewLink: true } : {}),
    };
    const { viewer } = who;
    const actual = [
      canView(access, viewer),
      canLike(access, viewer),
      canEdit(access, viewer),
      canComment(access, viewer),
      canCopy(access, viewer),
    ].map(Number);
    expect(actual).toEqual(rights);
    expect(viewerRights(access, viewer)).toEqual({ edit: rights[2] === 1, comment: rights[3] === 1 });
  });

  it('checks every person against every kind of presentation', () => {
    expect(rows).toHaveLength(32);
  });
});

describe('isListed', () => {
  it.each([
    ['public', { privacy: 'public', hidden: false }, true],
    ['reusable', { privacy: 'reusable', hidden: false }, true],
    ['private', { privacy: 'private', hidden: false }, false],
    ['hidden public', { privacy: 'public', hidden: true }, false],
    ['hidden reusable', { privacy: 'reusable', hidden: true }, false],
  ] as const)('%s → %s', (_, access, listed) => {
    expect(isListed(access)).toBe(listed);
  });
});

const accessOf = (kind: Kind, person: Person): PresentationAccess => {
  const who: Who = people[person];
  return { ownerId: OWNER_ID, ...presentations[kind], role: who.role, viaViewLink: who.viaViewLink };
};
const everyone = (rule: (access: PresentationAccess, viewer: Viewer | null) => boolean) =>
  Object.fromEntries(
    (Object.keys(presentations) as Kind[]).map((kind) => [
      kind,
      (Object.keys(people) as Person[]).filter((person) =>
        rule(accessOf(kind, person), people[person].viewer),
      ),
    ]),
  );

describe('showsMakeACopy', () => {
  it('shows the button to whoever may copy, and to anonymous visitors of reusable talks only', () => {
    expect(everyone(showsMakeACopy)).toEqual({
      public: ['owner', 'editor'],
      reusable: [
        'anonymous',
        'other',
        'owner',
        'staff',
        'editor',
        'commenter',
        'anonymous view-link holder',
        'signed-in view-link holder',
      ],
      private: ['owner', 'editor'],
      hidden: [],
    });
  });
});

describe('canUseTemplate', () => {
  it('lets anyone signed in who sees a template start from it, unless it was taken down', () => {
    const signedIn = Object.keys(people).filter((person) => !person.startsWith('anonymous'));
    expect(everyone(canUseTemplate)).toEqual({
      public: signedIn,
      reusable: signedIn,
      private: ['owner', 'staff', 'editor', 'commenter', 'signed-in view-link holder'],
      hidden: [],
    });
  });
});

describe('passesLinkGate', () => {
  it("lets only those who see the talk without any link past a link's password or e-mail gate", () => {
    expect(everyone(passesLinkGate)).toEqual({
      public: ['owner', 'staff', 'editor', 'commenter'],
      reusable: ['owner', 'staff', 'editor', 'commenter'],
      private: ['owner', 'staff', 'editor', 'commenter'],
      hidden: ['owner'],
    });
  });
});

describe('canPresentLive', () => {
  it('lets the owner and editors present live; a taken-down talk only its owner', () => {
    expect(everyone(canPresentLive)).toEqual({
      public: ['owner', 'editor'],
      reusable: ['owner', 'editor'],
      private: ['owner', 'editor'],
      hidden: ['owner'],
    });
  });
});

describe('isPublicView', () => {
  it('is a listed talk at its public address, whoever looks', () => {
    expect(everyone(isPublicView)).toEqual({
      public: ['anonymous', 'other', 'owner', 'staff', 'editor', 'commenter'],
      reusable: ['anonymous', 'other', 'owner', 'staff', 'editor', 'commenter'],
      private: [],
      hidden: [],
    });
  });
});

describe('mayCachePublicly', () => {
  it('is one shared page only for anonymous visitors of a public view', () => {
    expect(everyone(mayCachePublicly)).toEqual({
      public: ['anonymous'],
      reusable: ['anonymous'],
      private: [],
      hidden: [],
    });
  });
});

describe('canSeeThumbnail', () => {
  it('serves listed thumbnails to everyone, others to the owner and collaborators and through a live view link', () => {
    expect(everyone(canSeeThumbnail)).toEqual({
      public: Object.keys(people),
      reusable: Object.keys(people),
      private: ['owner', 'editor', 'commenter', 'anonymous view-link holder', 'signed-in view-link holder'],
      hidden: ['owner'],
    });
  });
});

describe('canDownload', () => {
  const rule =
    (allowDownloads: boolean, linkDownload?: 'inherit' | 'allow' | 'forbid') =>
    (access: PresentationAccess, viewer: Viewer | null) =>
      canDownload(access, viewer, { allowDownloads, ...(linkDownload ? { linkDownload } : {}) });
  const holders = ['anonymous view-link holder', 'signed-in view-link holder'];
  const editors = ['owner', 'editor'];

  it('lets only the editors download while the presentation does not allow it and no link says otherwise', () => {
    for (const link of [undefined, 'inherit', 'forbid'] as const) {
      expect(everyone(rule(false, link))).toEqual({
        public: editors,
        reusable: editors,
        private: editors,
        hidden: ['owner'],
      });
    }
  });

  it('lets everyone who sees it download once the presentation allows it', () => {
    for (const link of [undefined, 'inherit', 'allow'] as const) {
      const seeing = everyone(canView);
      expect(everyone(rule(true, link))).toEqual({ ...seeing, hidden: ['owner'] });
    }
  });

  it('follows the link a visitor came through: allow opens a closed presentation, forbid closes an open one', () => {
    expect(everyone(rule(false, 'allow')).private).toEqual([...editors, ...holders].sort(byPeople));
    expect(everyone(rule(false, 'allow')).public).toEqual([...editors, ...holders].sort(byPeople));
    expect(everyone(rule(true, 'forbid')).public).toEqual(
      Object.keys(people).filter((person) => !holders.includes(person)),
    );
    expect(everyone(rule(true, 'forbid')).private).toEqual(['owner', 'staff', 'editor', 'commenter']);
  });

  it('never lets a link open a taken-down presentation', () => {
    expect(everyone(rule(true, 'allow')).hidden).toEqual(['owner']);
  });
});

const byPeople = (a: string, b: string) => Object.keys(people).indexOf(a) - Object.keys(people).indexOf(b);

describe('sharePath', () => {
  const talk = { oid: 'abc123def456', slug: 'tidy-data' };
  it('offers the view link a visitor came through, else the public address', () => {
    expect(sharePath(talk, 'k3y0000000000000')).toBe('/view/k3y0000000000000/');
    expect(sharePath(talk, undefined)).toBe('/p/abc123def456/tidy-data/');
  });
});
