// Copying text (spec §4 copy buttons): the asynchronous Clipboard API where the browser offers it
// and allows it, otherwise the older select-and-execCommand way through a temporary text area.
// Resolves true when the text reached the clipboard, false when neither way worked.

export interface ClipboardDeps {
  clipboard?: Pick<Clipboard, 'writeText'> | undefined;
  doc?: Document;
}

export async function copyText(text: string, deps: ClipboardDeps = {}): Promise<boolean> {
  const clipboard = 'clipboard' in deps ? deps.clipboard : globalThis.navigator?.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Denied (no permission, not a secure context, document not focused): try the old way.
    }
  }
  return copyWithExecCommand(text, deps.doc ?? globalThis.document);
}

function copyWithExecCommand(text: string, doc: Document | undefined): boolean {
  if (!doc?.body || typeof doc.execCommand !== 'function') return false;
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen but selectable; a hidden element cannot be selected.
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  const previousFocus = doc.activeElement as HTMLElement | null;
  doc.body.appendChild(area);
  area.focus();
  area.select();
  try {
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    previousFocus?.focus?.();
  }
}
