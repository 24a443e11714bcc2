// Tabs over a side panel of the canvas editor (WAI-ARIA tabs: the arrow keys move between them,
// only the chosen tab's panel is mounted, so a hidden panel costs nothing while the canvas changes).
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';

export interface PanelTab {
  name: string;
  label: string;
  render(): ReactNode;
}

/** `initial` names the tab to open on (a link to a comment opens Comments); else the first. */
export function PanelTabs({ id, tabs, initial }: { id: string; tabs: PanelTab[]; initial?: string }) {
  const [active, setActive] = useState(
    tabs.some((tab) => tab.name === initial) ? initial! : (tabs[0]?.name ?? ''),
  );
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const at = tabs.findIndex((tab) => tab.name === active);
    const next = tabs[(at + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    if (!next) return;
    setActive(next.name);
    buttons.current.get(next.name)?.focus();
  };
  const shown = tabs.find((tab) => tab.name === active);
  return (
    <div className="canvas-tabs">
      <div className="canvas-tabs__list" role="tablist">
        {tabs.map((tab) => (
          <button
            key={tab.name}
            ref={(element) => {
              if (element) buttons.current.set(tab.name, element);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.name}`}
            aria-selected={active === tab.name}
            aria-controls={`${id}-panel`}
            tabIndex={active === tab.name ? 0 : -1}
            className="canvas-tabs__tab"
            onClick={() => setActive(tab.name)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${active}`}
        className="canvas-tabs__panel"
      >
        {shown?.render()}
      </div>
    </div>
  );
}
