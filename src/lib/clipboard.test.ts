// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function stubExecCommand(result: boolean | Error) {
  const seen: string[] = [];
  const execCommand = vi.fn((command: string) => {
    const active = document.activeElement as HTMLTextAreaElement;
    seen.push(active.value.slice(active.selectionStart, active.selectionEnd));
    if (result instanceof Error) throw result;
    return command === 'copy' && result;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return { execCommand, seen };
}

describe('copyText', () => {
  it('writes through the Clipboard API when it is there', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const { execCommand } = stubExecCommand(true);
    await expect(copyText('https://podium.example/p/1/', { clipboard: { writeText } })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://podium.example/p/1/');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to selecting a temporary text area and execCommand("copy") when writeText is refused', async () => {
    const writeText = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const { execCommand, seen } = stubExecCommand(true);
    await expect(copyText('<iframe></iframe>', { clipboard: { writeText } })).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(seen).toEqual(['<iframe></iframe>']);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('uses the fallback when there is no Clipboard API, and gives focus back', async () => {
    const button = document.createElement('button');
    document.body.appendChild(button);
    button.focus();
    const { seen } = stubExecCommand(true);
    await expect(copyText('text', { clipboard: undefined })).resolves.toBe(true);
    expect(seen).toEqual(['text']);
    expect(document.activeElement).toBe(button);
  });

  it('resolves false when execCommand refuses or throws', async () => {
    stubExecCommand(false);
    await expect(copyText('text', { clipboard: undefined })).resolves.toBe(false);
    stubExecCommand(new Error('not supported'));
    await expect(copyText('text', { clipboard: undefined })).resolves.toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });
});
