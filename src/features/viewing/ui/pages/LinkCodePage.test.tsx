// @vitest-environment jsdom
// The page a share link shows once a code went out: the half-hidden address in one piece, the code
// field with its problem, and a new code as the only way on once the code is void or expired.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { SIGNED_IN } from '../../../../ui-kit/header/test-support';
import type { LinkCodeProblem } from '../../link-gate.contracts';
import LinkCodePage from './LinkCodePage';

afterEach(cleanup);

function renderCodePage(problem: LinkCodeProblem | null) {
  return renderWithI18n(
    <LinkCodePage
      site={SIGNED_IN}
      brand={null}
      linkId="link1"
      title="Roadmap"
      ownerName="Olga"
      maskedEmail="a…@example.com"
      email="ann@example.com"
      next="/p/abc/roadmap/"
      problem={problem}
      minutes={10}
    />,
  );
}

const codeField = () => screen.getByRole('textbox') as HTMLInputElement;

describe('LinkCodePage', () => {
  it('says where the code went, the address in one piece, and posts the code with the address', () => {
    renderCodePage(null);
    expect(document.querySelector('.code-page__address')!.textContent).toBe('a…@example.com');
    expect(codeField().disabled).toBe(false);
    const form = codeField().closest('form')!;
    expect(form.getAttribute('action')).toBe('/view/link1/code/');
    expect((form.querySelector('input[name="email"]') as HTMLInputElement).value).toBe('ann@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a wrong code beside the field', () => {
    renderCodePage('wrongCode');
    expect(codeField().getAttribute('aria-describedby')).toBe('field-code-error');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers only a new code once the code is void, and says a new one went out as a status', () => {
    renderCodePage('expired');
    expect(codeField().disabled).toBe(true);
    expect(screen.getByRole('alert')).toBeTruthy();
    cleanup();
    renderCodePage('resent');
    expect(screen.getByRole('status')).toBeTruthy();
  });
});
