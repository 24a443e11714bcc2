// Presentations as other programs save them: LibreOffice (installed by CI) saves a .pptx built in
// the test as an OpenDocument (.odp) or PowerPoint 97–2003 (.ppt) file, as someone's upload would be.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findSoffice } from '../../src/platform/sandbox';

export function savedAs(pptx: Uint8Array, format: 'odp' | 'ppt'): Uint8Array {
  const soffice = findSoffice();
  if (!soffice)
    throw new Error('LibreOffice (soffice) is not installed: apt-get install libreoffice-impress-nogui');
  const dir = mkdtempSync(path.join(tmpdir(), 'office-file-'));
  try {
    writeFileSync(path.join(dir, 'deck.pptx'), pptx);
    execFileSync(soffice, [
      `-env:UserInstallation=file://${dir}/profile`,
      '--headless',
      '--norestore',
      '--convert-to',
      format,
      '--outdir',
      dir,
      path.join(dir, 'deck.pptx'),
    ]);
    return new Uint8Array(readFileSync(path.join(dir, `deck.${format}`)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
