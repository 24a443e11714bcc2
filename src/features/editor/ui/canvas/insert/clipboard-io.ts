// Reading and writing the system clipboard for the canvas: our own type beside a plain-text
// fallback through the async Clipboard API (the menu's Copy and Paste) or a copy or paste event's
// DataTransfer (the keyboard's). Browsers that cannot hold a custom type still get the words.
import {
  type CanvasClip,
  CLIPBOARD_TYPE,
  CLIPBOARD_WEB_TYPE,
  clipPlainText,
  serialiseClip,
} from '../../../../../kernel/document/canvas/clipboard';

/** What a paste brought: our elements' JSON, picture files, or words. */
export interface ClipboardContent {
  podium?: string;
  pictures: Blob[];
  text?: string;
}

/** The parts of navigator.clipboard the editor uses; tests hand their own. */
export type SystemClipboard = Pick<Clipboard, 'read' | 'write' | 'writeText' | 'readText'>;

const isPicture = (type: string) => type.startsWith('image/');

export function writeTransfer(data: DataTransfer, clip: CanvasClip) {
  data.setData(CLIPBOARD_TYPE, serialiseClip(clip));
  data.setData('text/plain', clipPlainText(clip.elements));
}

export function readTransfer(data: DataTransfer): ClipboardContent {
  const pictures = [...data.files].filter((file) => isPicture(file.type));
  const podium = data.getData(CLIPBOARD_TYPE) || undefined;
  const text = data.getData('text/plain') || undefined;
  return { pictures, ...(podium ? { podium } : {}), ...(text ? { text } : {}) };
}

/** Writes the clip with our type where the browser takes custom types, else its words. */
export async function writeSystem(clipboard: SystemClipboard, clip: CanvasClip): Promise<void> {
  const text = clipPlainText(clip.elements);
  const Item = typeof ClipboardItem === 'undefined' ? undefined : ClipboardItem;
  if (Item && typeof Item.supports === 'function' && Item.supports(CLIPBOARD_WEB_TYPE)) {
    await clipboard.write([
      new Item({
        [CLIPBOARD_WEB_TYPE]: new Blob([serialiseClip(clip)], { type: CLIPBOARD_WEB_TYPE }),
        'text/plain': new Blob([text], { type: 'text/plain' }),
      }),
    ]);
    return;
  }
  await clipboard.writeText(text);
}

export async function readSystem(clipboard: SystemClipboard): Promise<ClipboardContent> {
  const content: ClipboardContent = { pictures: [] };
  if (typeof clipboard.read !== 'function') {
    content.text = await clipboard.readText();
    return content;
  }
  for (const item of await clipboard.read()) {
    for (const type of item.types) {
      const blob = await item.getType(type);
      if (type === CLIPBOARD_WEB_TYPE) content.podium ??= await blob.text();
      else if (type === 'text/plain') content.text ??= await blob.text();
      else if (isPicture(type)) content.pictures.push(blob);
    }
  }
  return content;
}
