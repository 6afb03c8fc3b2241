import type { ReactNode } from 'react';
import { useTablistKeys } from '@/components/useTablistKeys';

export type StoryTab = 'story' | 'vocabulary' | 'questions';

export const STORY_TABS: readonly { id: StoryTab; label: string; icon: string }[] = [
  { id: 'story', label: 'Story', icon: '📖' },
  { id: 'vocabulary', label: 'Key Vocabulary', icon: '🗣️' },
  { id: 'questions', label: 'Questions', icon: '❓' },
];

const STORY_TAB_IDS = STORY_TABS.map((tab) => tab.id);

export const tabId = (base: string, tab: StoryTab) => `${base}-tab-${tab}`;
export const panelId = (base: string, tab: StoryTab) => `${base}-panel-${tab}`;

interface Props {
  base: string;
  selected: StoryTab;
  onSelect(tab: StoryTab): void;
  /** Tabs whose part the learner has done: they get a ✓ and '(done)' in their name. */
  done: ReadonlySet<StoryTab>;
  children: ReactNode;
}

/** An ARIA tablist: Left/Right move and select (wrapping), Home/End go to the first/last tab; the selected tab is the one tab stop. */
export function StoryTabs({ base, selected, onSelect, done, children }: Props) {
  const tabKeys = useTablistKeys(STORY_TAB_IDS, selected, onSelect);

  return (
    <div className="space-y-4">
      <div role="tablist" aria-label="Cultural story" className="grid grid-cols-3 gap-1 rounded-2xl bg-sand p-1">
        {STORY_TABS.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(base, tab.id)}
              aria-selected={active}
              aria-controls={panelId(base, tab.id)}
              onClick={() => onSelect(tab.id)}
              {...tabKeys(tab.id)}
              className={`flex min-h-11 flex-col items-center justify-center gap-0.5 rounded-xl px-2 py-1.5 text-sm font-semibold sm:flex-row sm:gap-2 sm:text-base ${
                active ? 'bg-white text-clay-700 shadow-sm' : 'text-muted hover:bg-white/60'
              }`}
            >
              <span aria-hidden="true">{tab.icon}</span>
              <span>
                {tab.label}
                {done.has(tab.id) && (
                  <>
                    <span aria-hidden="true" className="ml-1 text-forest-700">
                      ✓
                    </span>
                    <span className="sr-only"> (done)</span>
                  </>
                )}
              </span>
            </button>
          );
        })}
      </div>
      {children}
    </div>
  );
}

interface PanelProps {
  base: string;
  tab: StoryTab;
  selected: StoryTab;
  children: ReactNode;
}

/** A tabpanel, labelled by its tab; hidden panels keep their state and leave the tab order. */
export function StoryTabPanel({ base, tab, selected, children }: PanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(base, tab)}
      aria-labelledby={tabId(base, tab)}
      tabIndex={0}
      hidden={tab !== selected}
      className="space-y-4 focus-visible:rounded-xl"
    >
      {children}
    </div>
  );
}
