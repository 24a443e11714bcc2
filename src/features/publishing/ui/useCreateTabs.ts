// The create panel's ways as tabs (the WAI-ARIA tabs pattern): the one open, the ones opened so far
// (a panel stays mounted once opened, so an upload in flight survives a look at another tab), and
// the arrow keys, Home and End moving between them.
import { type KeyboardEvent, useRef, useState } from 'react';

export const TABS = ['paste', 'upload', 'template', 'blank'] as const;
export type Tab = (typeof TABS)[number];

export function useCreateTabs() {
  const [tab, setTab] = useState<Tab>('paste');
  const [opened, setOpened] = useState<ReadonlySet<Tab>>(new Set(['paste']));
  const open = (name: Tab) => {
    setTab(name);
    setOpened((before) => new Set(before).add(name));
  };
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(tab);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + TABS.length) % TABS.length;
    open(TABS[index]!);
    tabs.current[index]?.focus();
  };

  return { tab, opened, open, tabs, onKeyDown };
}
