// The editor's Comments and History tabs (WAI-ARIA tabs: arrow keys move between them).
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';

type TabName = 'comments' | 'history';

interface Tab {
  label: string;
  content: ReactNode;
}

export interface EditorTabsProps {
  comments: Tab;
  history: Tab;
}

const NAMES: TabName[] = ['comments', 'history'];

export function EditorTabs({ comments, history }: EditorTabsProps) {
  // Comments first: they are what "#present" links and collaborators come for.
  const [active, setActive] = useState<TabName>('comments');
  const buttons = useRef<Record<TabName, HTMLButtonElement | null>>({ comments: null, history: null });
  const tabs = { comments, history };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = NAMES[(NAMES.indexOf(active) + 1) % NAMES.length]!;
    setActive(next);
    buttons.current[next]?.focus();
  };
  return (
    <div className="editor-tabs">
      <div className="editor-tabs__list" role="tablist">
        {NAMES.map((name) => (
          <button
            key={name}
            ref={(element) => {
              buttons.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`editor-tab-${name}`}
            aria-selected={active === name}
            aria-controls={`editor-panel-${name}`}
            tabIndex={active === name ? 0 : -1}
            className="editor-tabs__tab"
            onClick={() => setActive(name)}
            onKeyDown={onKeyDown}
          >
            {tabs[name].label}
          </button>
        ))}
      </div>
      {NAMES.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`editor-panel-${name}`}
          aria-labelledby={`editor-tab-${name}`}
          hidden={active !== name}
          className="editor-tabs__panel"
        >
          {tabs[name].content}
        </div>
      ))}
    </div>
  );
}
