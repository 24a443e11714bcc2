// @vitest-environment jsdom
// The brand kit form: its states (a new kit, a draft, published, read-only), the live
// preview and the contrast warning, Save draft, Publish and Unpublish with their analytics events
// sent only after the server answered.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../test/helpers/render';
import type { BrandKitData } from '../contracts';
import { DEFAULT_BRAND_STYLE } from '../rules';
import { BrandKitForm } from './BrandKitForm';
import type { BrandKitApi } from './brand-api';

const { track } = vi.hoisted(() => ({ track: vi.fn() }));
vi.mock('../../../lib/telemetry', () => ({ track }));

const STYLE = {
  colors: { primary: '#aa2200', accent: '#ffcc00', background: '#ffffff', text: '#111111' },
  headingFont: 'playfair-display' as const,
  bodyFont: 'lora' as const,
};
const DRAFT: BrandKitData = {
  draft: { ...STYLE, logo: null },
  published: null,
  updatedAt: '2026-11-27T05:00:00.000Z',
};
const PUBLISHED: BrandKitData = {
  ...DRAFT,
  published: { ...STYLE, logo: null, publishedAt: '2026-11-27T05:01:00.000Z' },
};

function stubApi(overrides: Partial<BrandKitApi> = {}): BrandKitApi {
  return {
    save: vi.fn(async (body) => ({ ...DRAFT, draft: { ...body, logo: null } })),
    uploadLogo: vi.fn(async () => ({
      ...DRAFT,
      draft: { ...STYLE, logo: { url: '/media/brand/abc.png', width: 100, height: 40 } },
    })),
    removeLogo: vi.fn(async () => DRAFT),
    publish: vi.fn(async () => PUBLISHED),
    unpublish: vi.fn(async () => DRAFT),
    ...overrides,
  };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const preview = () => document.querySelector<HTMLElement>('.brand-preview__stage')!;

beforeEach(() => track.mockClear());
afterEach(cleanup);

describe('BrandKitForm', () => {
  it('starts a never-saved kit as an unpublished draft in Podium’s look', () => {
    renderWithI18n(
      <BrandKitForm
        scope={{ kind: 'personal' }}
        initialKit={{ draft: { ...DEFAULT_BRAND_STYLE, logo: null }, published: null, updatedAt: null }}
        canManage
        api={stubApi()}
      />,
    );
    expect(screen.getByText('Draft: not published')).toBeTruthy();
    expect((field('Background') as HTMLInputElement).value).toBe('#0b2545');
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    expect(screen.getByText('No logo yet.')).toBeTruthy();
  });

  it('previews each change live, and warns when text on background is under 4.5:1', () => {
    renderWithI18n(
      <BrandKitForm scope={{ kind: 'personal' }} initialKit={DRAFT} canManage api={stubApi()} />,
    );
    expect(preview().style.getPropertyValue('--podium-background')).toBe('#ffffff');
    expect(preview().style.getPropertyValue('--podium-heading-font')).toContain('Podium Playfair Display');
    expect(screen.getByRole('note').textContent).toContain('Contrast of text on background');

    fireEvent.change(field('Text'), { target: { value: '#eeeeee' } });
    expect(preview().style.getPropertyValue('--podium-text')).toBe('#eeeeee');
    expect(screen.getByRole('note').textContent).toMatch(/contrast of 1\.\d+:1, under the 4\.5:1/);

    fireEvent.change(screen.getByRole('combobox', { name: 'Headings' }), { target: { value: 'montserrat' } });
    expect(preview().style.getPropertyValue('--podium-heading-font')).toContain('Podium Montserrat');
  });

  it('marks a colour that is not #rrggbb and will not save it', () => {
    const api = stubApi();
    renderWithI18n(<BrandKitForm scope={{ kind: 'personal' }} initialKit={DRAFT} canManage api={api} />);
    fireEvent.change(field('Primary'), { target: { value: 'red;}' } });
    expect(field('Primary').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Use a colour written like #1a2b3c.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save draft' }) as HTMLButtonElement).disabled).toBe(true);
    // The preview keeps the last whole colour.
    expect(
      document.querySelector<HTMLElement>('.brand-preview__frame')!.style.getPropertyValue('--frame-color'),
    ).toBe('#aa2200');
  });

  it('saves the draft without publishing it, and says so', async () => {
    const api = stubApi();
    renderWithI18n(<BrandKitForm scope={{ kind: 'personal' }} initialKit={DRAFT} canManage api={api} />);
    fireEvent.change(field('Accent'), { target: { value: '#00ff00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved.');
    expect(api.save).toHaveBeenCalledWith({ ...STYLE, colors: { ...STYLE.colors, accent: '#00ff00' } });
    expect(api.publish).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
  });

  it('publishes (saving changes first) and sends BrandKitPublished with the team after the answer', async () => {
    const order: string[] = [];
    const api = stubApi({
      save: vi.fn(async (body) => {
        order.push('save');
        return { ...DRAFT, draft: { ...body, logo: null } };
      }),
      publish: vi.fn(async () => {
        order.push('publish');
        expect(track).not.toHaveBeenCalled();
        return PUBLISHED;
      }),
    });
    renderWithI18n(
      <BrandKitForm
        scope={{ kind: 'team', tid: 'team00000001', name: 'Acme' }}
        initialKit={DRAFT}
        canManage
        api={api}
      />,
    );
    fireEvent.change(field('Primary'), { target: { value: '#123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Published: decks in the brand theme now use this kit.');
    expect(order).toEqual(['save', 'publish']);
    expect(track).toHaveBeenCalledWith('BrandKitPublished', { team_id: 'team00000001' });
    expect(screen.getByText('Published')).toBeTruthy();
  });

  it('unpublishes and sends BrandKitUnpublished (no team for one’s own kit)', async () => {
    const api = stubApi();
    renderWithI18n(<BrandKitForm scope={{ kind: 'personal' }} initialKit={PUBLISHED} canManage api={api} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    await screen.findByText("Unpublished: decks are back to Podium's look.");
    expect(track).toHaveBeenCalledWith('BrandKitUnpublished', {});
    expect(screen.getByText('Draft: not published')).toBeTruthy();
  });

  it('sends no event when the server refuses, and shows its message', async () => {
    const api = stubApi({
      publish: vi.fn(async () => {
        throw new Error('Only the owners and admins of this team can change its brand kit.');
      }),
    });
    renderWithI18n(<BrandKitForm scope={{ kind: 'personal' }} initialKit={DRAFT} canManage api={api} />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Only the owners and admins');
    expect(track).not.toHaveBeenCalled();
  });

  it('uploads a logo and shows it in the preview', async () => {
    const api = stubApi();
    renderWithI18n(<BrandKitForm scope={{ kind: 'personal' }} initialKit={DRAFT} canManage api={api} />);
    const file = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload logo'), { target: { files: [file] } });
    await waitFor(() => expect(document.querySelector('.brand-preview__logo')).not.toBeNull());
    expect(api.uploadLogo).toHaveBeenCalledWith(file);
    expect(screen.getByRole('button', { name: 'Remove logo' })).toBeTruthy();
  });

  it('shows a member the kit read-only, without its controls', () => {
    renderWithI18n(
      <BrandKitForm
        scope={{ kind: 'team', tid: 't', name: 'Acme' }}
        initialKit={PUBLISHED}
        canManage={false}
        api={stubApi()}
      />,
    );
    expect(screen.getByText("Only the team's owners and admins can change its brand kit.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(field('Primary').matches(':disabled')).toBe(true);
  });
});
